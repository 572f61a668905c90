import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  FORWARD_NOTE_MAX,
  forwardContactKind,
  forwardContactProblem,
  forwardNoteProblem,
  forwardPostText,
} from '@/contract/messageForm';
import useFormRefusal from '@/hooks/useFormRefusal';
import { forwardMessage } from '@/services/website';
import { feedback } from '@/utils/feedback';
import { checkRule } from '@/utils/formRules';
import styles from './MessageForwards.less';
import useSubmit from '@/hooks/useSubmit';

interface ForwardValues {
  to: string;
  note?: string;
}

const FIELDS = ['to', 'note'] as const;

/** What the sender will read in the thread, as the contact is typed. */
function PostPreview({ name }: { name: string }) {
  const to: string | undefined = Form.useWatch('to');
  const contact = to?.trim() ?? '';
  return (
    <div className={styles.preview}>
      <span className={styles.previewLabel}>留言人将在对话中看到：</span>
      <div className={styles.previewText}>
        {forwardContactKind(contact)
          ? forwardPostText(name, contact)
          : '（填写有效的联系方式后显示）'}
      </div>
    </div>
  );
}

/**
 * 转交机构: an administrator forwards a message to the agency, institution or expert it is about,
 * at the directory's contact (editable), with a note for the administrators. The sender is told
 * in the thread; the demo sends no mail, and the form says so.
 */
export default function ForwardForm({
  message,
  target,
  onForwarded,
}: {
  message: API.LeaveMessage;
  target: API.ForwardTarget;
  onForwarded: (message: API.LeaveMessage) => void;
}) {
  const [form] = Form.useForm<ForwardValues>();
  const refusal = useFormRefusal(form, FIELDS);

  const [open, setOpen] = useState(false);

  const close = () => {
    refusal.clear();
    setOpen(false);
  };

  // A refusal shows at the field the backend named (e.g. the same contact twice), what was typed kept.
  const { sending, submit: send } = useSubmit(async ({ to: address, note }: ForwardValues) => {
    refusal.clear();
    const forwarded = await forwardMessage(
      { id: message.id, to: address.trim(), ...(note?.trim() ? { note: note.trim() } : {}) },
      { skipErrorHandler: true },
    );
    feedback.success('已转交，留言人将在“我的留言与咨询”看到');
    setOpen(false);
    onForwarded(forwarded);
  }, refusal.show);

  return (
    <>
      <Button icon={<SendOutlined />} className={styles.trigger} onClick={() => setOpen(true)}>
        转交机构
      </Button>
      <Modal
        title={`转交机构：${target.name}`}
        width={520}
        open={open}
        onCancel={close}
        onOk={() => form.submit()}
        okText="确认转交"
        cancelText="取消"
        confirmLoading={sending}
        destroyOnHidden
      >
        <Form<ForwardValues>
          form={form}
          layout="vertical"
          onFinish={send}
          preserve={false}
          initialValues={{ to: target.contact ?? '' }}
        >
          <Alert
            type="info"
            showIcon
            className={styles.notice}
            message="演示环境不会发送邮件或短信"
            description="确认后平台记录这次转交，并在对话中告知留言人；请通过下面的联系方式把留言转给对方。"
          />
          {refusal.error && (
            <Alert type="error" showIcon className={styles.notice} message={refusal.error} />
          )}
          <Form.Item
            name="to"
            label="对方联系方式"
            extra={
              target.contact
                ? '已按机构名录填入，可修改'
                : '名录中没有对方的联系方式，请填写邮箱、手机号码或固定电话'
            }
            rules={[checkRule(forwardContactProblem, { required: true })]}
          >
            <Input
              placeholder="邮箱、手机号码或固定电话"
              maxLength={254}
              inputMode="email"
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="note"
            label="备注（选填，仅管理员可见）"
            rules={[checkRule(forwardNoteProblem)]}
          >
            <Input.TextArea maxLength={FORWARD_NOTE_MAX} showCount rows={3} placeholder="请输入" />
          </Form.Item>
          <PostPreview name={target.name} />
        </Form>
      </Modal>
    </>
  );
}
