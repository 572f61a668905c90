import { Link } from '@umijs/max';
import { Badge, Segmented, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { listQuery } from '@/utils/listState';
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_TARGET_LABELS,
  messageDetails,
  messageTargetPath,
  purposeLabel,
  unreadFor,
} from '@/utils/messageTarget';
import FilterSelect from '../ShellTable/FilterSelect';
import DayRange from '../ShellTable/DayRange';
import ShellTable, { type ShellColumn } from '../ShellTable/ShellTable';
import useShellTable from '../ShellTable/useShellTable';
import { formatDateTime } from '@/utils/dateTime';
import styles from './index.less';
import {
  FORWARD_CHOICES,
  MESSAGE_SCHEMA,
  messageFilters,
  type ForwardChoice,
  type MessageBox,
  type MessageListState,
} from './state';

const STATUS_BADGES: Record<API.MessageStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  replied: 'success',
  closed: 'default',
};

const FORWARD_OPTIONS = (Object.keys(FORWARD_CHOICES) as ForwardChoice[]).map((value) => ({
  value,
  label: FORWARD_CHOICES[value],
}));

const TARGET_OPTIONS = [
  { value: '', label: '全部对象' },
  ...Object.entries(MESSAGE_TARGET_LABELS).map(([value, label]) => ({ value, label })),
];

interface MessageTableProps {
  /** What failed, e.g. 我的留言加载失败. */
  errorTitle: string;
  load: (
    query: API.PageQuery<API.MessageFilters>,
    state: MessageListState,
  ) => Promise<API.Page<API.LeaveMessage>>;
  /** Columns after the standard ones (e.g. the sender, for administrators). */
  extraColumns?: (state: MessageListState) => ShellColumn<API.LeaveMessage>[];
  /** Said under the status (who answers it): one column less than a column of its own. */
  statusNote?: (message: API.LeaveMessage) => ReactNode;
  /** The row's actions; `reload` reads the page again. */
  actions: (message: API.LeaveMessage, reload: () => void, state: MessageListState) => ReactNode;
  emptyText: (filtered: boolean, state: MessageListState) => ReactNode;
  /** Administrators also filter by date. */
  dateFilter?: boolean;
  /** Administrators also pick 待转交 / 已转交. */
  forwardFilter?: boolean;
  /** Mark what the reader has not opened (the user's own lists, by box). */
  markUnread?: boolean;
  /** The boxes to switch between (the user's sent messages and received consultations). */
  boxes?: Record<MessageBox, ReactNode>;
}

/** The message text keeps at least this much room; the other columns have fixed widths. */
const CONTENT_WIDTH = 280;

const UNREAD_TAGS: Record<MessageBox, string> = { sent: '新回复', received: '新消息' };

/**
 * A list of messages in a ShellTable: box, status tabs, target type, one item, keyword and page,
 * all in the URL.
 */
export default function MessageTable(props: MessageTableProps) {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      MESSAGE_SCHEMA,
      (current) =>
        props.load(
          listQuery(current, { size: DEFAULT_PAGE_SIZE, queryData: messageFilters(current) }),
          current,
        ),
      props.errorTitle,
      '留言列表',
      { title: 'target' },
    );
  const reader = state.box === 'received' ? 'owner' : 'sender';
  const filtered =
    Object.values(messageFilters(state)).some((value) => value !== undefined) ||
    Boolean(state.keyword);

  const columns: ShellColumn<API.LeaveMessage>[] = [
    {
      title: '留言时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (_, m) => formatDateTime(m.createdAt),
    },
    {
      title: '留言对象',
      key: 'target',
      width: 220,
      render: (_, m) => {
        // The item's page is gone with it (or off the portal for now): the title is shown as it
        // was, marked 已删除 or 已停用, never a link to a page that says it is not found.
        const path = messageTargetPath(m);
        const title = m.targetTitle ?? m.targetId ?? '平台留言';
        return (
          <Space orientation="vertical" size={0}>
            <Space size={4}>
              <Tag>{MESSAGE_TARGET_LABELS[m.targetType ?? 'portal'] ?? m.targetType}</Tag>
              {m.purpose && m.purpose !== 'message' && <Tag color="blue">{purposeLabel(m)}</Tag>}
              {m.targetGone && <Tag>已删除</Tag>}
              {m.targetOffline && <Tag>已停用</Tag>}
            </Space>
            {path ? <Link to={path}>{title}</Link> : title}
          </Space>
        );
      },
    },
    {
      title: '内容',
      dataIndex: 'content',
      width: CONTENT_WIDTH,
      ellipsis: true,
      render: (_, m) => [messageDetails(m), m.content].filter(Boolean).join('；') || '—',
    },
    ...(props.extraColumns?.(state) ?? []),
    {
      title: '状态',
      dataIndex: 'status',
      width: props.markUnread ? 170 : 150,
      render: (_, m) => (
        <Space orientation="vertical" size={0}>
          <Space size={4} className={styles.status}>
            <Badge status={STATUS_BADGES[m.status]} text={MESSAGE_STATUS_LABELS[m.status]} />
            {props.markUnread && unreadFor(m, reader) > 0 && (
              <Tag color="red">
                {unreadFor(m, reader)} 条{UNREAD_TAGS[state.box]}
              </Tag>
            )}
          </Space>
          {props.statusNote && <span className={styles.note}>{props.statusNote(m)}</span>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, m) => props.actions(m, reload, state),
    },
  ];

  return (
    <>
      {props.boxes && (
        <Segmented<MessageBox>
          className={styles.boxes}
          value={state.box}
          onChange={(box) => update({ box, item: '', page: 1 })}
          options={(Object.keys(props.boxes) as MessageBox[]).map((box) => ({
            value: box,
            label: props.boxes![box],
          }))}
        />
      )}
      {errorAlert}
      <ShellTable<API.LeaveMessage>
        {...tableProps}
        rowKey="id"
        columns={columns}
        // As wide as its columns: below that the table scrolls in its own box instead of
        // squeezing the content to a character.
        scroll={{ x: columns.reduce((sum, column) => sum + (Number(column.width) || 0), 0) }}
        toolbar={{
          menu: statusTabs({ all: '全部', ...MESSAGE_STATUS_LABELS }),
          filter: (
            <Space wrap>
              {state.item && (
                <Tag closable onClose={() => update({ item: '' })} className={styles.itemFilter}>
                  仅看信息 {state.item} 的咨询
                </Tag>
              )}
              <FilterSelect
                value={state.targetType}
                options={TARGET_OPTIONS}
                onChange={(targetType) => update({ targetType })}
                aria-label="留言对象"
                className={styles.select}
              />
              {props.forwardFilter && (
                <FilterSelect<ForwardChoice>
                  value={state.forward}
                  options={FORWARD_OPTIONS}
                  onChange={(forward) => update({ forward })}
                  aria-label="转交状态"
                  className={styles.select}
                />
              )}
              {props.dateFilter && (
                <DayRange
                  label="留言日期"
                  from={state.from}
                  to={state.to}
                  onChange={({ from, to }) => update({ from, to })}
                />
              )}
            </Space>
          ),
          search: toolbarSearch('留言内容、对象或回复'),
        }}
        locale={{ emptyText: props.emptyText(filtered, state) }}
      />
    </>
  );
}
