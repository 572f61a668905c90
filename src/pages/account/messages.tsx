import { ProDescriptions } from '@ant-design/pro-components';
import ShellPage from '@/components/ShellPage';
import { useModel } from '@umijs/max';
import { Button, Drawer, Empty, Typography } from 'antd';
import LinkButton from '@/components/LinkButton';
import { useState } from 'react';
import MessageTable from '@/components/MessageTable';
import { findMyMessages, readMessage } from '@/services/website';
import {
  hasUnreadReply,
  MESSAGE_STATUS_LABELS,
  MESSAGE_TARGET_LABELS,
  messageDetails,
  purposeLabel,
} from '@/utils/messageTarget';
import { formatDateTime } from '@/utils/dateTime';

/** 我的留言与咨询: every message the user sent, its status and the platform's reply. */
export default function MyMessagesPage() {
  const unread = useModel('unread');
  const [open, setOpen] = useState<API.LeaveMessage>();

  const show = async (message: API.LeaveMessage, reload: () => void) => {
    setOpen(message);
    if (!hasUnreadReply(message)) return;
    try {
      setOpen(await readMessage(message.id));
      unread.refresh();
      reload();
    } catch {
      // Said by the request layer; the reply is shown all the same.
    }
  };

  return (
    <ShellPage title="我的留言与咨询">
      <MessageTable
        errorTitle="我的留言加载失败"
        load={findMyMessages}
        markUnread
        actions={(message, reload) => (
          <Button type="link" size="small" onClick={() => show(message, reload)}>
            {message.reply ? '查看回复' : '查看'}
          </Button>
        )}
        emptyText={(filtered) => (
          <Empty description={filtered ? '没有符合条件的留言' : '您还没有留言或咨询'}>
            {!filtered && (
              <LinkButton to="/gxq/service/index" type="primary">
                去找服务
              </LinkButton>
            )}
          </Empty>
        )}
      />
      <Drawer
        title="留言详情"
        open={Boolean(open)}
        onClose={() => setOpen(undefined)}
        width={520}
        destroyOnClose
      >
        {open && (
          <ProDescriptions<API.LeaveMessage> column={1} dataSource={open}>
            <ProDescriptions.Item label="留言对象">
              {MESSAGE_TARGET_LABELS[open.targetType ?? 'portal']} ·{' '}
              {open.targetTitle ?? '平台留言'}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="留言时间">
              {formatDateTime(open.createdAt)}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="状态">
              {MESSAGE_STATUS_LABELS[open.status]}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="类型">{purposeLabel(open)}</ProDescriptions.Item>
            {messageDetails(open) && (
              <ProDescriptions.Item label={open.purpose === 'booking' ? '预约时间' : '申请内容'}>
                {messageDetails(open)}
              </ProDescriptions.Item>
            )}
            <ProDescriptions.Item
              label={
                open.purpose === 'financing' || open.purpose === 'booking' ? '补充说明' : '留言内容'
              }
            >
              <Typography.Paragraph>{open.content || '—'}</Typography.Paragraph>
            </ProDescriptions.Item>
            <ProDescriptions.Item label="平台回复">
              {open.reply ? (
                <Typography.Paragraph>
                  {open.reply}
                  <br />
                  <Typography.Text type="secondary">
                    {formatDateTime(open.repliedAt)}
                  </Typography.Text>
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">尚未回复，我们会尽快处理</Typography.Text>
              )}
            </ProDescriptions.Item>
          </ProDescriptions>
        )}
      </Drawer>
    </ShellPage>
  );
}
