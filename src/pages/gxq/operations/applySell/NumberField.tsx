import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import TextField from '@/components/LightForm/TextField';
import type { FieldBinding } from '@/components/LightForm/useLightForm';
import type { PatentLookup } from './usePatentLookup';
import styles from './index.less';

function numberHint(lookup: PatentLookup) {
  if (lookup.status === 'loading') return '正在查询专利信息…';
  if (lookup.status === 'found') return '已带出专利名称、申请人、类型和法律状态，详见专利卡片。';
  return '输入后点击“查询”（或离开输入框），自动带出专利名称、申请人、类型和法律状态。';
}

interface NumberFieldProps {
  field: FieldBinding;
  lookup: PatentLookup;
  onLookUp: () => void;
  onBlur: () => void;
}

/** The application number with its 查询 button, and what the lookup found out. */
export default function NumberField({ field, lookup, onLookUp, onBlur }: NumberFieldProps) {
  return (
    <>
      <TextField
        field={field}
        label="专利申请号"
        help={numberHint(lookup)}
        placeholder="如 201710601862.3，可带 CN/ZL 前缀"
        maxLength={24}
        autoComplete="off"
        onBlur={onBlur}
        onEnter={onLookUp}
        addon={
          <Button
            icon={<SearchOutlined />}
            loading={lookup.status === 'loading'}
            onClick={onLookUp}
          >
            查询
          </Button>
        }
      />
      {lookup.status === 'missing' && (
        <Alert
          type="warning"
          showIcon
          className={styles.lookupNote}
          title={`专利数据库中未找到申请号 ${lookup.number}`}
          description="请核对申请号；确认无误的，可手动填写专利名称和专利类型，并在下方说明权利关系、上传证明后继续发布。"
        />
      )}
      {lookup.status === 'failed' && (
        <Alert
          type="warning"
          showIcon
          className={styles.lookupNote}
          title="暂时无法查询专利信息"
          description={
            <>
              <div>{lookup.message}</div>
              <div>可稍后重试，或手动填写专利名称和专利类型。</div>
            </>
          }
          action={
            <Button size="small" onClick={onLookUp}>
              重试
            </Button>
          }
        />
      )}
    </>
  );
}
