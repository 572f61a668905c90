import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import ShellPage from '@/components/ShellPage';
import { Button, Empty, Popconfirm, Space } from 'antd';
import MessageTable from '@/components/MessageTable';
import { closeMessage, findAllMessages, replyMessage } from '@/services/website';
import { feedback } from '@/utils/feedback';
import { visibleTextRule } from '@/utils/formRules';

/** 留言管理: every message of the portal; administrators reply and close. */
export default function AdminMessagesPage() {
  return (
    <ShellPage title="留言管理">
      <MessageTable
        errorTitle="留言加载失败"
        load={findAllMessages}
        dateFilter
        extraColumns={[
          {
            title: '留言人',
            key: 'sender',
            width: 150,
            render: (_, m) => `${m.name}（${m.account}）`,
          },
          { title: '手机', dataIndex: 'mobile', width: 120 },
        ]}
        actions={(message, reload) =>
          message.status === 'closed' ? (
            '—'
          ) : (
            <Space size={0}>
              <ModalForm<{ reply: string }>
                title="回复留言"
                trigger={
                  <Button type="link" size="small">
                    {message.reply ? '再次回复' : '回复'}
                  </Button>
                }
                initialValues={{ reply: message.reply ?? '' }}
                modalProps={{ destroyOnClose: true }}
                onFinish={async ({ reply }) => {
                  try {
                    await replyMessage(message.id, reply.trim());
                  } catch {
                    // Said by the request layer; the dialog stays open with the text.
                    return false;
                  }
                  feedback.success('回复已发送，留言人将在“我的留言与咨询”看到');
                  reload();
                  return true;
                }}
              >
                <p>{message.content}</p>
                <ProFormTextArea
                  name="reply"
                  label="回复内容"
                  fieldProps={{ maxLength: 500, showCount: true, rows: 5 }}
                  rules={[
                    { required: true, whitespace: true, message: '请填写回复内容' },
                    { min: 2, message: '回复内容至少2个字' },
                    visibleTextRule('回复内容'),
                  ]}
                />
              </ModalForm>
              <Popconfirm
                title="关闭这条留言？"
                description="关闭后不再处理，也不能再回复。"
                okText="关闭"
                cancelText="取消"
                onConfirm={async () => {
                  try {
                    await closeMessage(message.id);
                    feedback.success('留言已关闭');
                    reload();
                  } catch {
                    // Said by the request layer.
                  }
                }}
              >
                <Button type="link" size="small" danger>
                  关闭
                </Button>
              </Popconfirm>
            </Space>
          )
        }
        emptyText={(filtered) => (
          <Empty description={filtered ? '没有符合条件的留言' : '还没有留言'} />
        )}
      />
    </ShellPage>
  );
}
