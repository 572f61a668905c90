import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { visibleTextRule } from '../../utils/formRules';
import styles from './ReasonForm.less';

interface ReasonFormProps {
  title: string;
  /** The action's words (下架, 驳回). */
  trigger: string;
  label: string;
  max: number;
  /** What the action does, said above the reasons. */
  description?: ReactNode;
  /** Common reasons a click puts in the box, to send as they are or to complete. */
  presets?: readonly string[];
  /** A full button (an item's page) rather than a table row's link. */
  block?: boolean;
  /** Open at once: a trigger that loads this form on click (React.lazy) shows it straight away. */
  defaultOpen?: boolean;
  /** Sends the reason; a rejection keeps the dialog open with what was typed. */
  onSubmit: (reason: string) => Promise<void>;
}

/** Reasons an administrator gives most often when rejecting an item in review. */
export const REJECT_PRESETS = [
  '专利号或专利信息与公开信息不一致',
  '代理/授权出让缺少有效的授权说明',
  '价格、交易方式或联系方式填写不完整',
  '描述中含有广告或与交易无关的内容',
] as const;

/** Reasons an administrator gives most often when taking a live item down. */
export const TAKE_DOWN_PRESETS = [
  '专利权已失效或已转让',
  '发布者长期无法联系',
  '信息涉嫌虚假或误导',
  '发布者申请下架',
] as const;

/** Reasons an owner gives most often for taking a listing (出让) off the hall or out of review. */
const OWNER_SELL_WITHDRAW_PRESETS = [
  '已通过其他渠道成交',
  '信息有误，需修改后重新发布',
  '暂不出让',
  '专利权状态发生变化',
] as const;

/** The same for a demand (求购). */
const OWNER_BUY_WITHDRAW_PRESETS = [
  '需求已通过其他渠道解决',
  '信息有误，需修改后重新发布',
  '需求已取消',
  '预算或时间安排有变',
] as const;

/** The owner's 下架 / 撤回 reasons, by the item's kind. */
export const OWNER_WITHDRAW_PRESETS: Record<API.TransactionKind, readonly string[]> = {
  sell: OWNER_SELL_WITHDRAW_PRESETS,
  buy: OWNER_BUY_WITHDRAW_PRESETS,
};

/**
 * An action that asks a reason in a dialog (下架, 驳回): 2 to `max` visible characters, which the
 * person concerned sees; preset reasons fill the box in one click.
 */
export default function ReasonForm({
  title,
  trigger,
  label,
  max,
  description,
  presets,
  block,
  defaultOpen = false,
  onSubmit,
}: ReasonFormProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [open, setOpen] = useState(defaultOpen);
  const [sending, setSending] = useState(false);
  const send = async ({ reason }: { reason: string }) => {
    setSending(true);
    try {
      await onSubmit(reason.trim());
      setOpen(false);
    } catch {
      // The request layer has said why; the dialog stays open with what was typed.
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      {block ? (
        <Button danger onClick={() => setOpen(true)}>
          {trigger}
        </Button>
      ) : (
        <Button type="link" size="small" danger onClick={() => setOpen(true)}>
          {trigger}
        </Button>
      )}
      <Modal
        title={title}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="确认"
        cancelText="取消"
        confirmLoading={sending}
        destroyOnHidden
      >
        <Form<{ reason: string }> form={form} layout="vertical" onFinish={send} preserve={false}>
          {description && (
            <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
          )}
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
              { required: true, whitespace: true, message: `请填写${label}` },
              {
                validator: (_rule: unknown, value: string | undefined) =>
                  (value ?? '').trim().length >= 2
                    ? Promise.resolve()
                    : Promise.reject(new Error(`${label}至少2个字`)),
              },
              visibleTextRule(label),
            ]}
          >
            <Input.TextArea maxLength={max} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
