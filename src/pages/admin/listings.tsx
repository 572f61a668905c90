import { tradePath } from '@/utils/tradePath';
import ShellPage from '@/components/ShellPage';
import { Link, useModel } from '@umijs/max';
import { Badge, Empty, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import FilterSelect from '@/components/ShellTable/FilterSelect';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import ReasonForm, { REJECT_PRESETS, TAKE_DOWN_PRESETS } from '@/components/ShellTable/ReasonForm';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import StatusReason from '@/components/ShellTable/StatusReason';
import useShellTable from '@/components/ShellTable/useShellTable';
import { datesColumn } from '@/components/ShellTable/datesColumn';
import { DEFAULT_PAGE_SIZE, TRANSACTION_TYPE_LABELS } from '@/constants';
import { STATUS_REASON_LIMITS } from '@/contract/statusReason';
import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { LISTING_STATUS_BADGES } from '@/utils/listingStatus';
import {
  approveTransaction,
  countPendingTransactions,
  findAllTransactions,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from '@/services/website';
import { feedback } from '@/utils/feedback';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';
import { amountText } from '@/utils/tradeAmount';
import HolderCell, { LongText } from './components/HolderCell';
import styles from './listings.less';

// 待审核 first: what waits for an administrator is what this page is opened for.
const STATUS_TABS = {
  pending: LISTING_STATUS_LABELS.pending,
  all: '全部',
  published: LISTING_STATUS_LABELS.published,
  rejected: LISTING_STATUS_LABELS.rejected,
  withdrawn: LISTING_STATUS_LABELS.withdrawn,
  takenDown: LISTING_STATUS_LABELS.takenDown,
  dealt: LISTING_STATUS_LABELS.dealt,
} as const;
type StatusTab = keyof typeof STATUS_TABS;

const KINDS = { '': '出让与需求', sell: '专利出让', buy: '求购需求' } as const;
type KindFilter = keyof typeof KINDS;

interface AdminListingsState {
  status: StatusTab;
  kind: KindFilter;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<AdminListingsState> = {
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'pending'),
  kind: enumParam(Object.keys(KINDS) as KindFilter[], ''),
  keyword: textParam(),
  page: pageParam(),
};

/**
 * 交易信息管理: every listing and demand. Review what users send (通过, or 驳回 with a reason the
 * owner sees); take a published one down with a reason, restore it.
 */
export default function AdminListingsPage() {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAllTransactions(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              kind: current.kind || undefined,
              status: current.status === 'all' ? undefined : current.status,
            },
          }),
        ),
      '交易信息加载失败',
      '交易信息列表',
    );
  const reviewer = useModel('@@initialState').initialState?.currentUser?.account;
  const [pendingCount, setPendingCount] = useState<number>();
  const [countKey, setCountKey] = useState(0);
  useEffect(() => {
    countPendingTransactions()
      .then((result) => setPendingCount(result.count))
      .catch(() => setPendingCount(undefined));
  }, [countKey]);
  const refreshWork = useModel('adminWork', (model) => model.refresh);
  /** After an action: the list, the 待审核 count and the menu's badge. */
  const refresh = () => {
    reload();
    setCountKey((key) => key + 1);
    refreshWork();
  };

  /**
   * One decision, then the list as it is now — after a refusal too: an item changed since it was
   * opened (HTTP 409) comes back with what it now says, to be looked at before deciding. A refusal
   * is said by the request layer and passed on, so a reason's dialog keeps what was typed.
   */
  const decide = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
      feedback.success(done);
    } finally {
      refresh();
    }
  };
  const decideQuietly = (send: () => Promise<unknown>, done: string) =>
    decide(send, done).catch(() => undefined);

  const columns: ShellColumn<API.IpcTransaction>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Link to={tradePath(item)}>{item.title}</Link>
          <span className={styles.secondary}>
            {item.kind === 'sell' ? '专利出让' : '求购需求'} ·{' '}
            {TRANSACTION_TYPE_LABELS[item.transactionType]}
            {item.applicationNumber ? ` · ${item.applicationNumber}` : ''}
          </span>
          {item.description && <LongText label="描述" text={item.description} />}
          {item.contestedBy && (
            <span className={styles.danger}>
              专利权人已自行发布该专利的同类信息（{item.contestedBy}），本条不能通过
            </span>
          )}
        </Space>
      ),
    },
    {
      title: '价格/预算',
      key: 'amount',
      width: 90,
      render: (_, item) => amountText(item),
    },
    {
      title: '专利权人与授权',
      key: 'holder',
      width: 200,
      render: (_, item) => <HolderCell item={item} />,
    },
    {
      title: '发布方',
      dataIndex: 'seller',
      width: 160,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          {item.seller}
          <span>
            {item.sellerVerified ? <Tag color="green">已认证企业</Tag> : <Tag>未认证</Tag>}
          </span>
          <span className={styles.secondary}>账号：{item.owner ?? '—'}</span>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (_, item) => {
        const status = item.status ?? 'published';
        return (
          <Space orientation="vertical" size={0}>
            <Badge status={LISTING_STATUS_BADGES[status]} text={STATUS_TABS[status]} />
            {item.statusReason && (
              <StatusReason reason={item.statusReason} own={status === 'withdrawn'} />
            )}
          </Space>
        );
      },
    },
    datesColumn(),
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, item) => {
        if (item.status === 'pending')
          return (
            <Space size={0}>
              <ConfirmLink
                label="通过"
                title="通过审核？"
                description="通过后该信息在交易大厅展示。"
                okText="通过"
                // The backend refuses it too: the reviewer is never the publisher.
                disabledReason={
                  item.owner === reviewer
                    ? '自己发布的信息须由其他管理员审核'
                    : item.contestedBy
                      ? '专利权人已自行发布，代理/授权出让信息不能通过'
                      : undefined
                }
                onConfirm={() =>
                  decideQuietly(() => approveTransaction(item), '已通过，信息已在交易大厅展示')
                }
              />
              <ReasonForm
                title={`驳回“${item.title}”`}
                trigger="驳回"
                label="驳回原因"
                max={STATUS_REASON_LIMITS.reject}
                presets={REJECT_PRESETS}
                onSubmit={(reason) =>
                  decide(() => rejectTransaction(item, reason), '已驳回，发布者将看到驳回原因')
                }
              />
            </Space>
          );
        if (item.status === 'takenDown')
          return (
            <ConfirmLink
              label="恢复"
              title="恢复这条信息？"
              description={
                item.approved === false
                  ? '当前内容未经审核（下架前未通过审核，或下架后有修改），恢复后进入待审核。'
                  : '恢复后重新在交易大厅展示。'
              }
              okText="恢复"
              onConfirm={() =>
                decideQuietly(
                  () => restoreTransaction(item),
                  item.approved === false ? '已恢复，进入待审核' : '已恢复，重新在交易大厅展示',
                )
              }
            />
          );
        if (item.status === 'rejected')
          return <span className={styles.secondary}>待发布者修改</span>;
        return (
          <ReasonForm
            title={`下架“${item.title}”`}
            trigger="下架"
            label="下架原因"
            max={STATUS_REASON_LIMITS.withdraw}
            presets={TAKE_DOWN_PRESETS}
            onSubmit={(reason) =>
              decide(() => takeDownTransaction(item, reason), '已下架，发布者将看到下架原因')
            }
          />
        );
      },
    },
  ];

  return (
    <ShellPage title="交易信息管理">
      {errorAlert}
      <ShellTable<API.IpcTransaction>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1060 }}
        toolbar={{
          menu: statusTabs({
            ...STATUS_TABS,
            pending: pendingCount === undefined ? '待审核' : `待审核 (${pendingCount})`,
          }),
          filter: (
            <FilterSelect<KindFilter>
              value={state.kind}
              onChange={(kind) => update({ kind })}
              options={(Object.keys(KINDS) as KindFilter[]).map((value) => ({
                value,
                label: KINDS[value],
              }))}
              aria-label="信息类别"
              className={styles.kindFilter}
            />
          ),
          search: toolbarSearch('标题、发布方、账号或申请号'),
        }}
        locale={{ emptyText: <Empty description="没有符合条件的交易信息" /> }}
      />
    </ShellPage>
  );
}
