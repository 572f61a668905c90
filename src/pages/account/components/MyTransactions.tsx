import { listingStatusLabel } from '@/contract/vocabulary';
import { LISTING_STATUS_BADGES } from '@/utils/listingStatus';
import { tradePath } from '@/utils/tradePath';
import { PlusOutlined } from '@ant-design/icons';
import ShellPage from '@/components/ShellPage';
import { Link, useModel } from '@umijs/max';
import { Badge, Button, Empty, Space, type BadgeProps } from 'antd';
import LinkButton from '@/components/LinkButton';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, TRANSACTION_TYPE_LABELS } from '@/constants';
import { STATUS_REASON_LIMITS } from '@/contract/statusReason';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import StatusReason from '@/components/ShellTable/StatusReason';
import ReasonForm, { OWNER_WITHDRAW_PRESETS } from '@/components/ShellTable/ReasonForm';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { datesColumn } from '@/components/ShellTable/datesColumn';
import {
  deleteTransaction,
  findMyTransactions,
  relistTransaction,
  withdrawTransaction,
} from '@/services/website';
import { dictLabel } from '@/utils/dictionaries';
import { feedback } from '@/utils/feedback';
import { listQuery } from '@/utils/listState';
import { amountText } from '@/utils/tradeAmount';
import DealForm from './DealForm';
import styles from './MyTransactions.less';
import { MY_TRANSACTIONS_SCHEMA, STATUS_TABS } from './myTransactionsState';

/** The least width a title gets before the table scrolls sideways. */
const TITLE_ROOM = 280;

const TEXT = {
  sell: {
    title: '我的发布',
    noun: '出让信息',
    publish: '/gxq/operations/apply/sell',
    verb: '发布出让',
  },
  buy: {
    title: '我的需求',
    noun: '求购需求',
    publish: '/gxq/operations/apply/buy',
    verb: '发布需求',
  },
};

/** Each status's badge, in the words of one kind (a demand is 已解决 where a listing is 已成交). */
const statusBadges = (kind: API.TransactionKind) =>
  Object.fromEntries(
    (Object.keys(LISTING_STATUS_BADGES) as API.ListingStatus[]).map((status) => [
      status,
      { text: listingStatusLabel(status, kind), status: LISTING_STATUS_BADGES[status] },
    ]),
  ) as Record<API.ListingStatus, { text: string; status: BadgeProps['status'] }>;

/** The signed-in user's own listings or demands: status, figures, withdraw and relist. */
export default function MyTransactions({ kind }: { kind: API.TransactionKind }) {
  const text = TEXT[kind];
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      MY_TRANSACTIONS_SCHEMA,
      (current) =>
        findMyTransactions(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: { kind, status: current.status === 'all' ? undefined : current.status },
          }),
        ),
      `${text.title}加载失败`,
      `${text.title}列表`,
    );
  const { dicts } = useModel('dict');
  const [busyId, setBusyId] = useState<string>();
  const filtered = state.status !== 'all' || Boolean(state.keyword);

  const remove = async (item: API.IpcTransaction) => {
    setBusyId(item.id);
    try {
      await deleteTransaction(item.id);
      feedback.success('已删除');
      reload();
    } catch {
      // The request layer has said why; the row stays.
    } finally {
      setBusyId(undefined);
    }
  };

  /** Throws on a refusal (said by the request layer), so the dialog keeps the reason typed. */
  const withdraw = async (item: API.IpcTransaction, reason: string) => {
    await withdrawTransaction(item.id, reason);
    feedback.success(
      item.status === 'pending' ? '已撤回，不再审核' : '已下架，交易大厅不再展示该信息',
    );
    reload();
  };

  const relist = async (item: API.IpcTransaction) => {
    setBusyId(item.id);
    try {
      const after = await relistTransaction(item.id);
      feedback.success(after?.status === 'pending' ? '已重新提交，等待平台审核' : '已重新上架');
      reload();
    } catch {
      // The request layer has said why; the row keeps its status.
    } finally {
      setBusyId(undefined);
    }
  };

  const badges = statusBadges(kind);

  const columns: ShellColumn<API.IpcTransaction>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Link to={tradePath(item)}>{item.title}</Link>
          {/* The deal and the field under the title, so the title keeps its room. */}
          <span className={styles.facts}>
            {[
              TRANSACTION_TYPE_LABELS[item.transactionType],
              dictLabel(dicts.technicalFields, item.field),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </Space>
      ),
    },
    {
      title: kind === 'sell' ? '价格' : '预算',
      key: 'amount',
      width: 120,
      render: (_, item) => amountText(item),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          {item.status && (
            <Badge status={badges[item.status].status} text={badges[item.status].text} />
          )}
          {item.holderCheck === 'pending' && (
            <span className={styles.secondary}>权利人待核验（审核时核验上传的证明）</span>
          )}
          {(item.status === 'takenDown' ||
            item.status === 'rejected' ||
            item.status === 'withdrawn') &&
            item.statusReason && (
              <StatusReason reason={item.statusReason} own={item.status === 'withdrawn'} />
            )}
        </Space>
      ),
    },
    { title: '浏览', dataIndex: 'views', width: 72 },
    {
      title: '咨询',
      dataIndex: 'inquiries',
      width: 72,
      // The consultations are read and answered in 收到的咨询, filtered to this item.
      render: (_, item) =>
        item.inquiries > 0 ? (
          <Link
            to={`/account/messages?box=received&item=${encodeURIComponent(item.id)}`}
            aria-label={`查看“${item.title}”收到的 ${item.inquiries} 条咨询`}
          >
            {item.inquiries}
          </Link>
        ) : (
          0
        ),
    },
    datesColumn<API.IpcTransaction>(),
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, item) => {
        const pending = item.status === 'pending';
        // Withdrawn before approval, or changed since: relisting sends it back to review.
        const toReview = item.approved === false;
        return (
          <Space size={0} wrap>
            {item.status === 'dealt' ? (
              <span className={styles.secondary}>
                {item.deal?.date} {kind === 'sell' ? '成交' : '解决'}
              </span>
            ) : (
              <Link
                to={`${text.publish}?id=${encodeURIComponent(item.id)}`}
                className={styles.action}
              >
                {item.status === 'rejected' ? '修改并重新提交' : '编辑'}
              </Link>
            )}
            {item.status === 'published' || pending ? (
              <ReasonForm
                title={`${pending ? '撤回' : '下架'}“${item.title}”`}
                trigger={pending ? '撤回' : '下架'}
                label={pending ? '撤回原因' : '下架原因'}
                max={STATUS_REASON_LIMITS.withdraw}
                description={
                  pending
                    ? '撤回后不再审核，可随时重新提交。原因仅您和平台管理员可见。'
                    : '下架后交易大厅不再展示，可随时重新上架。原因仅您和平台管理员可见。'
                }
                presets={OWNER_WITHDRAW_PRESETS[kind]}
                onSubmit={(reason) => withdraw(item, reason)}
              />
            ) : item.status === 'withdrawn' ? (
              <ConfirmLink
                label="重新上架"
                loading={busyId === item.id}
                title={toReview ? '重新提交审核？' : '重新上架？'}
                description={
                  toReview
                    ? '该信息尚未通过审核，重新提交后由平台审核，通过后在交易大厅展示。'
                    : '上架后将重新在交易大厅展示。'
                }
                okText="上架"
                onConfirm={() => relist(item)}
              />
            ) : item.status === 'takenDown' ? (
              <span className={styles.secondary}>待平台恢复</span>
            ) : null}
            {(item.status === 'published' || item.status === 'withdrawn') && (
              <DealForm item={item} onDone={reload} />
            )}
            {(item.status === 'rejected' || item.status === 'withdrawn') && (
              <ConfirmLink
                label="删除"
                loading={busyId === item.id}
                title={`删除这条${text.noun}？`}
                description="删除后不能恢复；收藏和咨询过它的用户将看到“已删除”。"
                okText="删除"
                onConfirm={() => remove(item)}
              />
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <ShellPage title={text.title}>
      {errorAlert}
      <ShellTable<API.IpcTransaction>
        {...tableProps}
        rowKey="id"
        columns={columns}
        // The fixed columns take 1090 px: the title keeps at least 150 beside them.
        // The fixed columns and the title's room: wider than that, the table scrolls in its box.
        scroll={{
          x: columns.reduce((sum, column) => sum + (Number(column.width) || 0), TITLE_ROOM),
        }}
        toolbar={{
          menu: statusTabs(kind === 'sell' ? STATUS_TABS : { ...STATUS_TABS, dealt: '已解决' }),
          search: toolbarSearch('标题、申请号或关键词'),
          actions: [
            <LinkButton key="publish" to={text.publish} type="primary" icon={<PlusOutlined />}>
              {text.verb}
            </LinkButton>,
          ],
        }}
        locale={{
          emptyText: (
            <Empty
              description={filtered ? `没有符合条件的${text.noun}` : `您还没有发布${text.noun}`}
            >
              {filtered ? (
                <Button onClick={() => update({ status: 'all', keyword: '' })}>查看全部</Button>
              ) : (
                <LinkButton to={text.publish} type="primary">
                  去发布
                </LinkButton>
              )}
            </Empty>
          ),
        }}
      />
    </ShellPage>
  );
}
