import {
  ModalForm,
  ProFormDependency,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Typography } from 'antd';
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
import styles from './MessageForwards.less';

interface ForwardValues {
  to: string;
  note?: string;
}

const FIELDS = ['to', 'note'] as const;

/** A field's rule from the shared forwarding check, so the page refuses what the backend does. */
const sharedRule = (problem: (value: unknown) => string | undefined) => ({
  validator: (_: unknown, value: unknown) => {
    const found = problem(typeof value === 'string' ? value.trim() : value);
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
});

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

  return (
    <ModalForm<ForwardValues>
      title={`转交机构：${target.name}`}
      form={form}
      width={520}
      trigger={
        <Button icon={<SendOutlined />} className={styles.trigger}>
          转交机构
        </Button>
      }
      modalProps={{ destroyOnClose: true, onCancel: refusal.clear }}
      initialValues={{ to: target.contact ?? '' }}
      submitter={{ searchConfig: { submitText: '确认转交' } }}
      onFinish={async ({ to, note }) => {
        refusal.clear();
        try {
          const forwarded = await forwardMessage(
            { id: message.id, to: to.trim(), ...(note?.trim() ? { note: note.trim() } : {}) },
            { skipErrorHandler: true },
          );
          feedback.success('已转交，留言人将在“我的留言与咨询”看到');
          onForwarded(forwarded);
          return true;
        } catch (error) {
          // At the field the backend named (e.g. the same contact twice), what was typed kept.
          refusal.show(error);
          return false;
        }
      }}
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
      <ProFormText
        name="to"
        label="对方联系方式"
        placeholder="邮箱、手机号码或固定电话"
        extra={
          target.contact
            ? '已按机构名录填入，可修改'
            : '名录中没有对方的联系方式，请填写邮箱、手机号码或固定电话'
        }
        fieldProps={{ maxLength: 254, inputMode: 'email', autoComplete: 'off' }}
        rules={[sharedRule(forwardContactProblem)]}
      />
      <ProFormTextArea
        name="note"
        label="备注（选填，仅管理员可见）"
        fieldProps={{ maxLength: FORWARD_NOTE_MAX, showCount: true, rows: 3 }}
        rules={[sharedRule(forwardNoteProblem)]}
      />
      <ProFormDependency name={['to']}>
        {({ to }: Partial<ForwardValues>) => {
          const contact = to?.trim() ?? '';
          return (
            <div className={styles.preview}>
              <Typography.Text type="secondary">留言人将在对话中看到：</Typography.Text>
              <div className={styles.previewText}>
                {forwardContactKind(contact)
                  ? forwardPostText(target.name, contact)
                  : '（填写有效的联系方式后显示）'}
              </div>
            </div>
          );
        }}
      </ProFormDependency>
    </ModalForm>
  );
}
