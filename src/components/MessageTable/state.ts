import { dayParam, enumParam, pageParam, textParam, type ListSchema } from '@/utils/listState';
import { MESSAGE_TARGET_LABELS } from '@/utils/messageTarget';

export type StatusTab = 'all' | API.MessageStatus;

/** Administrators: every message, the ones waiting to be forwarded, or the forwarded ones. */
export type ForwardChoice = '' | 'waiting' | 'done';

export const FORWARD_CHOICES: Record<ForwardChoice, string> = {
  '': '全部转交状态',
  waiting: '待转交',
  done: '已转交',
};

/** Which messages: the ones the user sent, or the consultations about the user's items. */
export type MessageBox = 'sent' | 'received';

export interface MessageListState {
  box: MessageBox;
  /** One item's consultations only (its id). */
  item: string;
  status: StatusTab;
  targetType: string;
  forward: ForwardChoice;
  from: string;
  to: string;
  keyword: string;
  page: number;
}

/**
 * A message list's URL: box (sent or received), one item, status tab, target type, forwarding
 * (administrators), sent-between dates, keyword and page.
 */
export const MESSAGE_SCHEMA: ListSchema<MessageListState> = {
  box: enumParam<MessageBox>(['sent', 'received'], 'sent'),
  item: textParam(40, /[^A-Za-z0-9-]/g),
  status: enumParam<StatusTab>(['all', 'pending', 'replied', 'closed'], 'all'),
  targetType: { ...enumParam(['', ...Object.keys(MESSAGE_TARGET_LABELS)], ''), key: 'type' },
  forward: enumParam<ForwardChoice>(['', 'waiting', 'done'], ''),
  from: dayParam(),
  to: dayParam(),
  keyword: textParam(),
  page: pageParam(),
};

/** The list call's filters (`forwarded` false asks for 待转交). */
export function messageFilters(state: MessageListState): API.MessageFilters {
  return {
    status: state.status === 'all' ? undefined : state.status,
    targetType: (state.targetType || undefined) as API.MessageTargetType | undefined,
    targetId: state.item || undefined,
    forwarded: state.forward ? state.forward === 'done' : undefined,
    from: state.from || undefined,
    to: state.to || undefined,
  };
}
