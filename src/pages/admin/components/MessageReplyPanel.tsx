import MessageThread from '@/components/MessageThread';
import { closeMessage, replyMessage } from '@/services/website';
import { feedback } from '@/utils/feedback';
import MessageForwards from './MessageForwards';

/** The drawer of 留言管理: the message's forwardings (转交机构) and its conversation. */
export default function MessageReplyPanel({
  message,
  onChanged,
}: {
  message: API.LeaveMessage;
  /** The message as the backend last returned it. */
  onChanged: (message: API.LeaveMessage) => void;
}) {
  return (
    <>
      <MessageForwards message={message} onForwarded={onChanged} />
      <MessageThread
        key={message.id}
        message={message}
        reader="platform"
        onPost={async (content) => {
          const answered = await replyMessage(message.id, content);
          feedback.success('回复已发送，留言人将在“我的留言与咨询”看到');
          return answered;
        }}
        onClose={() => closeMessage(message.id)}
        onChanged={onChanged}
      />
    </>
  );
}
