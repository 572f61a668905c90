import { SendOutlined } from '@ant-design/icons';
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { Alert, Button, Form, Input } from 'antd';
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
  const send = async ({ to: address, note }: ForwardValues) => {
    refusal.clear();
    try {
      const forwarded = await forwardMessage(
        { id: message.id, to: address.trim(), ...(note?.trim() ? { note: note.trim() } : {}) },
        { skipErrorHandler: true },
      );
      feedback.success('已转交，留言人将在“我的留言与咨询”看到');
      setOpen(false);
      onForwarded(forwarded);
    } catch (failure) {
      refusal.show(failure);
    }
    return false;
  };

  return (
    <>
      <Button icon={<SendOutlined />} className={styles.trigger} onClick={() => setOpen(true)}>
        转交机构
      </Button>
      <ModalForm<ForwardValues>
        title={`转交机构：${target.name}`}
        width={520}
        open={open}
        form={form}
        layout="vertical"
        initialValues={{ to: target.contact ?? '' }}
        modalProps={{ onCancel: close, destroyOnHidden: true }}
        submitter={{ searchConfig: { submitText: '确认转交', resetText: '取消' } }}
        onFinish={send}
      >
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title="演示环境不会发送邮件或短信"
          description="确认后平台记录这次转交，并在对话中告知留言人；请通过下面的联系方式把留言转给对方。"
        />
        {refusal.error && (
          <Alert type="error" showIcon className={styles.notice} title={refusal.error} />
        )}
        <ProForm.Item
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
        </ProForm.Item>
        <ProForm.Item
          name="note"
          label="备注（选填，仅管理员可见）"
          rules={[checkRule(forwardNoteProblem)]}
        >
          <Input.TextArea placeholder="请输入" maxLength={FORWARD_NOTE_MAX} showCount rows={3} />
        </ProForm.Item>
        <PostPreview name={target.name} />
      </ModalForm>
    </>
  );
}
