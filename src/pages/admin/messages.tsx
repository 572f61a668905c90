import ShellPage from '@/components/ShellPage';
import { Button, Drawer, Empty, Popconfirm, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useModel } from '@umijs/max';
import MessageTable from '@/components/MessageTable';
import { closeMessage, findAllMessages } from '@/services/website';
import { feedback } from '@/utils/feedback';

// The drawer's forwarding and reply forms load with the first message opened.
const MessageReplyPanel = lazy(
  () => import(/* webpackChunkName: "admin-message-reply" */ './components/MessageReplyPanel'),
);

/**
 * 留言管理: every message of the portal. Administrators answer the platform's ones, may add to a
 * consultation a publisher handles, forward one about an agency, institution, expert or product
 * to its contact (they have no accounts), and close any of them; every answer joins the thread.
 */
export default function AdminMessagesPage() {
  const [open, setOpen] = useState<{ message: API.LeaveMessage; reload: () => void }>();
  // The menu's 待回复 badge follows each answer, forwarding and closing.
  const refreshWork = useModel('adminWork', (model) => model.refresh);
  /** The drawer shows the message as the backend last returned it; the list reads again. */
  const changed = (message: API.LeaveMessage) => {
    setOpen((current) => current && { ...current, message });
    open?.reload();
    refreshWork();
  };

  const close = async (message: API.LeaveMessage, reload: () => void) => {
    try {
      await closeMessage(message.id);
      feedback.success('留言已关闭');
      reload();
      refreshWork();
    } catch {
      // Said by the request layer.
    }
  };

  return (
    <ShellPage title="留言管理">
      <MessageTable
        errorTitle="留言加载失败"
        load={(query) => findAllMessages(query)}
        dateFilter
        forwardFilter
        extraColumns={() => [
          {
            title: '留言人',
            key: 'sender',
            width: 170,
            render: (_, m) => (
              <Space orientation="vertical" size={0}>
                {`${m.name}（${m.account}）`}
                {m.mobile}
              </Space>
            ),
          },
        ]}
        statusNote={(m) =>
          m.recipient === 'owner' ? (
            `由发布者（${m.recipientAccount ?? '—'}）回复`
          ) : (
            <Space size={4} wrap>
              由平台回复
              {m.forwards?.length ? <Tag color="purple">已转交</Tag> : null}
            </Space>
          )
        }
        actions={(message, reload) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setOpen({ message, reload })}>
              {message.status === 'closed' ? '查看' : message.reply ? '再次回复' : '回复'}
            </Button>
            {message.status !== 'closed' && (
              <Popconfirm
                title="关闭这条留言？"
                description="关闭后不再处理，也不能再回复。"
                okText="关闭"
                cancelText="取消"
                onConfirm={() => close(message, reload)}
              >
                <Button type="link" size="small" danger>
                  关闭
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
        emptyText={(filtered) => (
          <Empty description={filtered ? '没有符合条件的留言' : '还没有留言'} />
        )}
      />
      <Drawer
        title="回复留言"
        open={Boolean(open)}
        onClose={() => setOpen(undefined)}
        size={560}
        destroyOnHidden
      >
        {open && (
          <Suspense fallback={<Spin />}>
            <MessageReplyPanel message={open.message} onChanged={changed} />
          </Suspense>
        )}
      </Drawer>
    </ShellPage>
  );
}
