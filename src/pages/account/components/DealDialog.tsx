import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Input, InputNumber } from 'antd';

import { shanghaiToday } from '@/contract/tradeForm';
import {
  counterpartLabel,
  DEAL_LIMITS,
  dealProblems,
  dealWord,
  type DealProblem,
} from '@/contract/tradeDeal';
import { recordDeal } from '@/services/website';
import { feedback } from '@/utils/feedback';
import { problemsRule } from '@/utils/formRules';
import styles from './DealForm.less';

interface DealFormValues {
  /** The browser's date field gives YYYY-MM-DD text. */
  date?: string;
  price?: number | null;
  counterpart?: string;
}

/** A field's rule from the shared deal check, so the page refuses what the backend refuses. */
const ruleFor = (item: API.IpcTransaction, field: DealProblem['field']) =>
  problemsRule<DealFormValues>(field, (values) => dealProblems(values, item));

/**
 * The dialog of 标记成交 / 标记已解决, loaded when it is first opened: the day (between publication
 * and today), and optionally the price and the counterpart, which 成交公示 then shows.
 */
export default function DealDialog({
  item,
  open,
  onClose,
  onDone,
}: {
  item: API.IpcTransaction;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const word = dealWord(item.kind);
  const today = shanghaiToday();

  return (
    <ModalForm<DealFormValues>
      title={`标记为已${word}：${item.title}`}
      open={open}
      layout="vertical"
      initialValues={{ date: today }}
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '确认', resetText: '取消' } }}
      onFinish={async (values) => {
        // A refusal is said by the request layer (a stale version: reload the list); the dialog
        // keeps the values.
        try {
          await recordDeal({
            id: item.id,
            version: item.version,
            date: values.date ?? '',
            price: values.price ?? null,
            counterpart: values.counterpart?.trim() || null,
          });
        } catch {
          return false;
        }
        feedback.success(`已标记为已${word}，该信息将显示在成交公示中`);
        onClose();
        onDone();
        return false;
      }}
    >
      <p>
        标记后该信息不再在交易大厅展示、不再接受咨询，也不能再编辑或重新上架；详情页保留并显示“已
        {word}”。
      </p>
      <ProForm.Item
        name="date"
        label={`${word}日期`}
        rules={[{ required: true, message: `请选择${word}日期` }, ruleFor(item, 'date')]}
      >
        {/* The browser's own date field (antd's Input): antd's DatePicker would weigh ~33 KB more. */}
        <Input type="date" min={item.publishDate} max={today} className={styles.date} />
      </ProForm.Item>
      <ProForm.Item
        name="price"
        label="成交价格（万元，选填）"
        extra="填写后将在成交公示中公开；不填则显示为“未公开”。"
        rules={[ruleFor(item, 'price')]}
      >
        <InputNumber
          placeholder="请输入"
          min={0}
          max={DEAL_LIMITS.priceMax}
          precision={2}
          className={styles.price}
        />
      </ProForm.Item>
      <ProForm.Item
        name="counterpart"
        label={`${counterpartLabel(item.kind)}（选填）`}
        rules={[ruleFor(item, 'counterpart')]}
      >
        <Input placeholder="请输入" maxLength={DEAL_LIMITS.counterpartMax} />
      </ProForm.Item>
    </ModalForm>
  );
}
