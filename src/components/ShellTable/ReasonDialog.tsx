import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Form, Input, Space, Tag, Typography } from 'antd';
import { type ReactNode } from 'react';
import { textProblem } from '../../contract/fieldRules';
import { STATUS_REASON_LIMITS } from '../../contract/statusReason';
import { checkRule } from '../../utils/formRules';
import styles from './ReasonForm.less';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  max: number;
  description?: ReactNode;
  presets?: readonly string[];
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * ReasonForm's dialog: the reason (2 to `max` visible characters), preset reasons a click puts
 * in the box; closed once `onSubmit` succeeds, kept open with what was typed when it is refused.
 * Its own module, loaded when first opened: ModalForm and its field are no part of a list's
 * first load.
 */
export default function ReasonDialog({
  open,
  title,
  label,
  max,
  description,
  presets,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <ModalForm<{ reason: string }>
      title={title}
      open={open}
      form={form}
      layout="vertical"
      modalProps={{ onCancel: onClose, destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '确认', resetText: '取消' } }}
      onFinish={async ({ reason }) => {
        // A refusal (said by the request layer) keeps the dialog open with what was typed.
        try {
          await onSubmit(reason.trim());
          onClose();
        } catch {
          // Said already; the reason stays in the box.
        }
        return false;
      }}
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {presets && (
        <Space size={[4, 8]} wrap className={styles.presets} aria-label="常用原因（点击填入）">
          {presets.map((preset) => (
            <Tag.CheckableTag
              key={preset}
              checked={false}
              onChange={() => form.setFieldsValue({ reason: preset })}
            >
              {preset}
            </Tag.CheckableTag>
          ))}
        </Space>
      )}
      <ProForm.Item
        name="reason"
        label={label}
        rules={[
          checkRule((value) => textProblem(value, label, STATUS_REASON_LIMITS.min, max), {
            required: true,
          }),
        ]}
      >
        <Input.TextArea maxLength={max} showCount rows={3} />
      </ProForm.Item>
    </ModalForm>
  );
}
