import { Descriptions, Divider } from 'antd';
import { useState } from 'react';
import { Link } from '@umijs/max';
import type { MessageBox } from '@/components/MessageTable/state';
import MessageThread from '@/components/MessageThread';
import { closeOwnMessage, postMessage } from '@/services/website';
import {
  MESSAGE_TARGET_LABELS,
  messageStatusLabel,
  messageTargetPath,
  purposeLabel,
} from '@/utils/messageTarget';

/** The drawer of 我的留言与咨询: who and what the message is about, and the conversation. */
export default function MessageDetails({
  message: opened,
  box,
  reader,
  onChanged,
}: {
  message: API.LeaveMessage;
  box: MessageBox;
  reader: 'sender' | 'owner';
  onChanged: () => void;
}) {
  // The message as the thread last answered: an answer or a follow-up changes its status.
  const [message, setMessage] = useState(opened);
  const target = messageTargetPath(message);
  return (
    <>
      <Descriptions column={1}>
        <Descriptions.Item label="留言对象">
          {/* One span: the item's content is a flex box, which drops a bare space. */}
          <span>
            {MESSAGE_TARGET_LABELS[message.targetType ?? 'portal']} ·{' '}
            {target ? (
              <Link to={target}>{message.targetTitle}</Link>
            ) : (
              (message.targetTitle ?? '平台留言')
            )}
            {message.targetGone && '（已删除）'}
            {message.targetOffline && '（已停用）'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="类型">{purposeLabel(message)}</Descriptions.Item>
        <Descriptions.Item label="状态">
          {messageStatusLabel(message.status, reader)}
        </Descriptions.Item>
        {box === 'received' ? (
          <Descriptions.Item label="咨询人联系方式">
            {message.name} · {message.mobile}
            {message.email ? ` · ${message.email}` : ''}
            {message.contactShared === false && '（对方暂未公开完整联系方式）'}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label="回复方">
            {message.recipient === 'owner'
              ? '信息发布者（平台管理员也可查看本对话）'
              : '平台管理员'}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Divider titlePlacement="start" plain>
        对话记录
      </Divider>
      <MessageThread
        key={message.id}
        message={message}
        reader={reader}
        onPost={(content) => postMessage(message.id, content)}
        onClose={() => closeOwnMessage(message.id)}
        onChanged={(next) => {
          setMessage(next);
          onChanged();
        }}
      />
    </>
  );
}
