import { Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { type ReactNode } from 'react';
import { textProblem } from '../../contract/fieldRules';
import { STATUS_REASON_LIMITS } from '../../contract/statusReason';
import { checkRule } from '../../utils/formRules';
import styles from './ReasonForm.less';
import useSubmit from '@/hooks/useSubmit';

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
 * Its own module, loaded when first opened: Modal, Form and TextArea (~30 KB gzipped) are no
 * part of a list's first load.
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
  // A refusal (said by the request layer) keeps the dialog open with what was typed.
  const { sending, submit } = useSubmit(async ({ reason }: { reason: string }) => {
    await onSubmit(reason.trim());
    onClose();
  });
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
    >
      <Form<{ reason: string }> form={form} layout="vertical" onFinish={submit} preserve={false}>
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
        <Form.Item
          name="reason"
          label={label}
          rules={[
            checkRule((value) => textProblem(value, label, STATUS_REASON_LIMITS.min, max), {
              required: true,
            }),
          ]}
        >
          <Input.TextArea maxLength={max} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
