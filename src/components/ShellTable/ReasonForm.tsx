import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { visibleTextRule } from '../../utils/formRules';

interface ReasonFormProps {
  title: string;
  /** The row action's words (下架, 驳回). */
  trigger: string;
  label: string;
  max: number;
  /** Sends the reason; a rejection keeps the dialog open with what was typed. */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A row action that asks a reason in a dialog (下架, 驳回): 2 to `max` visible characters, which
 * the person concerned sees.
 */
export default function ReasonForm({ title, trigger, label, max, onSubmit }: ReasonFormProps) {
  return (
    <ModalForm<{ reason: string }>
      title={title}
      trigger={
        <Button type="link" size="small" danger>
          {trigger}
        </Button>
      }
      modalProps={{ destroyOnClose: true }}
      onFinish={async ({ reason }) => {
        try {
          await onSubmit(reason.trim());
        } catch {
          return false;
        }
        return true;
      }}
    >
      <ProFormTextArea
        name="reason"
        label={label}
        fieldProps={{ maxLength: max, showCount: true, rows: 3 }}
        rules={[
          { required: true, whitespace: true, message: `请填写${label}` },
          {
            validator: (_rule: unknown, value: string | undefined) =>
              (value ?? '').trim().length >= 2
                ? Promise.resolve()
                : Promise.reject(new Error(`${label}至少2个字`)),
          },
          visibleTextRule(label),
        ]}
      />
    </ModalForm>
  );
}
