import { Alert, Button, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import classNames from 'classnames';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/utils/dateTime';
import { REPLY_LIMITS, replyProblem } from '@/contract/messageForm';
import { checkRule } from '@/utils/formRules';
import { threadPosts } from '@/utils/messageTarget';
import styles from './index.less';
import useSubmit from '@/hooks/useSubmit';

const ROLE_LABELS: Record<API.MessageRole, string> = {
  sender: '咨询方',
  owner: '发布者',
  platform: '平台',
};

interface MessageThreadProps {
  message: API.LeaveMessage;
  /** The side that reads it: its own posts sit on the right, labelled 我. */
  reader: API.MessageRole;
  /** Adds a post and resolves with the thread as it is now; absent when the reader cannot post. */
  onPost?: (content: string) => Promise<API.LeaveMessage>;
  /** Closes the thread; absent when the reader cannot close it. */
  onClose?: () => Promise<API.LeaveMessage>;
  /** After a post or a close: the list behind reads again. */
  onChanged?: (message: API.LeaveMessage) => void;
}

/**
 * A conversation: the opening message and every answer and follow-up after it, oldest first, each
 * with its author and time; then the reply box, or who closed it and when. A failed post keeps its
 * text (the request layer has said why).
 */
export default function MessageThread({
  message: initial,
  reader,
  onPost,
  onClose,
  onChanged,
}: MessageThreadProps) {
  const [message, setMessage] = useState(initial);
  // The page may learn of a newer state first (an administrator's forwarding adds a post).
  useEffect(() => setMessage(initial), [initial]);
  const [form] = Form.useForm<{ content: string }>();
  const closed = message.status === 'closed';
  const verb = reader === 'sender' ? '追问' : '回复';

  const changed = (next: API.LeaveMessage) => {
    setMessage(next);
    onChanged?.(next);
  };

  // A refusal is said by the request layer; the text stays in the box.
  const { sending, submit: send } = useSubmit(async ({ content }: { content: string }) => {
    if (!onPost) return;
    changed(await onPost(content.trim()));
    form.resetFields();
  });

  const close = async () => {
    try {
      changed(await onClose!());
    } catch {
      // Said by the request layer.
    }
  };

  return (
    <section aria-label="对话记录" className={styles.thread}>
      <ol className={styles.posts}>
        {threadPosts(message).map((post, index) => {
          const own = post.role === reader;
          return (
            <li
              key={`${post.createdAt}-${index}`}
              className={classNames(styles.post, { [styles.own]: own })}
            >
              <div className={styles.meta}>
                <Tag color={post.role === 'platform' ? 'blue' : own ? 'green' : undefined}>
                  {own ? '我' : ROLE_LABELS[post.role]}
                </Tag>
                <Typography.Text strong>{post.author}</Typography.Text>
                <Typography.Text type="secondary">
                  <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
                </Typography.Text>
              </div>
              <div className={styles.bubble}>{post.content}</div>
            </li>
          );
        })}
      </ol>
      {closed ? (
        <Alert
          type="info"
          showIcon
          title={`已由${message.closedByName ?? '平台管理员'}关闭${
            message.closedAt ? `（${formatDateTime(message.closedAt)}）` : ''
          }，不能再${verb}`}
        />
      ) : (
        onPost && (
          <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
            <Form.Item
              name="content"
              label={`${verb}内容`}
              rules={[checkRule((value) => replyProblem(value, `${verb}内容`), { required: true })]}
            >
              <Input.TextArea rows={4} maxLength={REPLY_LIMITS.max} showCount />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={sending}>
                发送{verb}
              </Button>
              {onClose && (
                <Popconfirm
                  title="关闭这个对话？"
                  description="关闭后双方都不能再回复或追问。"
                  okText="关闭"
                  cancelText="取消"
                  onConfirm={close}
                >
                  <Button>关闭对话</Button>
                </Popconfirm>
              )}
            </Space>
          </Form>
        )
      )}
    </section>
  );
}
