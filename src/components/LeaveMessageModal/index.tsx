import { history, useModel } from '@umijs/max';
import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { PORTAL_LOGIN_PATH } from '../../constants';
import { errorMessageOf } from '../../requestErrorConfig';
import { leaveMessage } from '../../services/website';
import { clearDraft, loadDraft, saveDraft } from '../../utils/draft';
import { feedback } from '../../utils/feedback';
import { appLocation } from '../../utils/navigation';
import { buildLoginUrl } from '../../utils/session';
import styles from './index.less';
import { REOPEN_PARAM } from './reopen';
import { leaveMessageRules, MESSAGE_LIMITS } from './rules';

export interface LeaveMessageModalProps {
  open: boolean;
  onClose: () => void;
  targetType?: string;
  targetId?: string;
  /** Text the message starts with, e.g. which product it is about. */
  defaultContent?: string;
}

type Values = API.LeaveMessageParams;

export default function LeaveMessageModal({
  open,
  onClose,
  targetType = 'portal',
  targetId,
  defaultContent,
}: LeaveMessageModalProps) {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  // Per account: on a shared computer the next user must not see this user's unsent text.
  const draftKey = `leaveMessage.${user?.account ?? ''}.${targetType}.${targetId ?? ''}`;
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();

  const goToLogin = () => {
    const { pathname, search } = appLocation();
    const params = new URLSearchParams(search);
    params.set(REOPEN_PARAM, targetType);
    onClose();
    history.push(buildLoginUrl(PORTAL_LOGIN_PATH, { pathname, search: `?${params}` }));
  };

  const submit = async (values: Values) => {
    setSending(true);
    setSendError(undefined);
    try {
      await leaveMessage({ ...values, targetType, targetId }, { skipErrorHandler: true });
      clearDraft(draftKey);
      form.resetFields();
      feedback.success('留言已提交，我们会尽快与您联系');
      onClose();
    } catch (error) {
      // The form keeps every value; the draft is still stored.
      setSendError(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title="在线留言"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden={false}
      width={560}
    >
      {user ? (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            name: user.name,
            mobile: user.mobile,
            email: user.email,
            content: defaultContent,
            ...loadDraft<Values>(draftKey),
          }}
          onValuesChange={(_, all) => saveDraft(draftKey, all)}
          onFinish={submit}
        >
          {sendError && (
            <Alert
              type="error"
              showIcon
              message="留言未能提交"
              description={sendError}
              className={styles.alert}
            />
          )}
          <Form.Item name="name" label="姓名" rules={leaveMessageRules.name}>
            <Input maxLength={MESSAGE_LIMITS.name[1]} autoComplete="name" />
          </Form.Item>
          <Form.Item name="mobile" label="手机号码" rules={leaveMessageRules.mobile}>
            <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label="邮箱（选填）" rules={leaveMessageRules.email}>
            <Input maxLength={64} autoComplete="email" />
          </Form.Item>
          <Form.Item name="content" label="留言内容" rules={leaveMessageRules.content}>
            <Input.TextArea
              rows={5}
              showCount
              maxLength={MESSAGE_LIMITS.content[1]}
              placeholder="请描述您的需求或问题（10-500 字）"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending} block>
            提交留言
          </Button>
        </Form>
      ) : (
        <Result
          status="info"
          title="登录后即可留言"
          subTitle="为便于回复，留言需要先登录；登录后将回到当前页面。"
          extra={
            <Button type="primary" onClick={goToLogin}>
              去登录
            </Button>
          }
        />
      )}
    </Modal>
  );
}
