import ShellPage from '@/components/ShellPage';
import { useModel } from '@umijs/max';
import { Badge, Button, Drawer, Empty, Space, Spin } from 'antd';
import LinkButton from '@/components/LinkButton';
import { lazy, Suspense, useState } from 'react';
import MessageTable from '@/components/MessageTable';
import type { MessageBox } from '@/components/MessageTable/state';
import { findMyMessages, findReceivedMessages, readMessage } from '@/services/website';
import { unreadFor } from '@/utils/messageTarget';

// The open message's facts and thread (its reply form) load with the first one opened.
const MessageDetails = lazy(
  () => import(/* webpackChunkName: "account-message-details" */ './components/MessageDetails'),
);

const READERS = { sent: 'sender', received: 'owner' } as const;

/** Who answers a message the user sent: the item's publisher, or the platform. */
const answererOf = (m: API.LeaveMessage) => (m.recipient === 'owner' ? '发布者' : '平台');

/**
 * 我的留言与咨询: the messages the user sent (我发出的) and the consultations about the user's
 * listings and demands (收到的咨询), each a conversation both sides add to.
 */
export default function MyMessagesPage() {
  const unread = useModel('unread');
  const [open, setOpen] = useState<{ message: API.LeaveMessage; box: MessageBox }>();
  const [reloadList, setReloadList] = useState<() => void>();

  const show = async (message: API.LeaveMessage, box: MessageBox, reload: () => void) => {
    setOpen({ message, box });
    setReloadList(() => reload);
    if (!unreadFor(message, READERS[box])) return;
    try {
      setOpen({ message: await readMessage(message.id), box });
      unread.refresh();
      reload();
    } catch {
      // Said by the request layer; the thread is shown all the same.
    }
  };

  const opened = open?.message;
  const reader = open ? READERS[open.box] : 'sender';

  return (
    <ShellPage title="我的留言与咨询">
      <MessageTable
        errorTitle="我的留言加载失败"
        load={(query, state) =>
          state.box === 'received' ? findReceivedMessages(query) : findMyMessages(query)
        }
        markUnread
        boxes={{
          sent: (
            <Space size={4}>
              我发出的
              <Badge count={unread.replies} size="small" title={`${unread.replies} 条未读回复`} />
            </Space>
          ),
          received: (
            <Space size={4}>
              收到的咨询
              <Badge
                count={unread.received}
                size="small"
                title={`${unread.received} 条未读咨询消息`}
              />
            </Space>
          ),
        }}
        extraColumns={(state) => [
          state.box === 'received'
            ? {
                title: '咨询人',
                key: 'sender',
                width: 120,
                render: (_, m) => m.name,
              }
            : {
                title: '回复方',
                key: 'answerer',
                width: 90,
                render: (_, m) => answererOf(m),
              },
        ]}
        actions={(message, reload, state) => (
          <Button type="link" size="small" onClick={() => show(message, state.box, reload)}>
            {state.box === 'received' ? '查看并回复' : '查看对话'}
          </Button>
        )}
        emptyText={(filtered, state) =>
          state.box === 'received' ? (
            <Empty description={filtered ? '没有符合条件的咨询' : '您发布的信息还没有收到咨询'} />
          ) : (
            <Empty description={filtered ? '没有符合条件的留言' : '您还没有留言或咨询'}>
              {!filtered && (
                <LinkButton to="/gxq/service/index" type="primary">
                  去找服务
                </LinkButton>
              )}
            </Empty>
          )
        }
      />
      <Drawer
        title={open?.box === 'received' ? '收到的咨询' : '留言详情'}
        open={Boolean(open)}
        onClose={() => setOpen(undefined)}
        size={560}
        destroyOnHidden
      >
        {opened && open && (
          <Suspense fallback={<Spin />}>
            <MessageDetails
              message={opened}
              box={open.box}
              reader={reader}
              onChanged={() => reloadList?.()}
            />
          </Suspense>
        )}
      </Drawer>
    </ShellPage>
  );
}
