import {
  ModalForm,
  PageContainer,
  ProFormTextArea,
  ProTable,
  type ProColumns,
} from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Badge, Button, Empty, Popconfirm, Select, Space, Typography } from 'antd';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE, TRANSACTION_TYPE_LABELS } from '@/constants';
import { findAllTransactions, restoreTransaction, takeDownTransaction } from '@/services/website';
import { feedback } from '@/utils/feedback';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

const STATUS_TABS = {
  all: '全部',
  published: '已发布',
  withdrawn: '发布者已下架',
  takenDown: '被管理员下架',
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
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'all'),
  kind: enumParam(Object.keys(KINDS) as KindFilter[], ''),
  keyword: textParam(),
  page: pageParam(),
};

const STATUS_BADGES: Record<API.ListingStatus, 'success' | 'default' | 'error'> = {
  published: 'success',
  withdrawn: 'default',
  takenDown: 'error',
};

/** 交易信息管理: every listing and demand; take one down with a reason, restore it. */
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
    );

  const restore = async (item: API.IpcTransaction) => {
    try {
      await restoreTransaction(item.id);
      feedback.success('已恢复，重新在交易大厅展示');
      reload();
    } catch {
      // Said by the request layer.
    }
  };

  const columns: ProColumns<API.IpcTransaction>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (_, item) => (
        <Space direction="vertical" size={0}>
          <Link to={`/gxq/operations/sell/${encodeURIComponent(item.id)}`}>{item.title}</Link>
          <Typography.Text type="secondary">
            {item.kind === 'sell' ? '专利出让' : '求购需求'} ·{' '}
            {TRANSACTION_TYPE_LABELS[item.transactionType]}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '发布方', dataIndex: 'seller', width: 200, ellipsis: true },
    { title: '账号', dataIndex: 'owner', width: 120, render: (_, item) => item.owner ?? '—' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (_, item) => {
        const status = item.status ?? 'published';
        return (
          <Space direction="vertical" size={0}>
            <Badge status={STATUS_BADGES[status]} text={STATUS_TABS[status]} />
            {item.statusReason && (
              <Typography.Text type="danger">原因：{item.statusReason}</Typography.Text>
            )}
          </Space>
        );
      },
    },
    { title: '发布日期', dataIndex: 'publishDate', width: 110 },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, item) =>
        item.status === 'takenDown' ? (
          <Popconfirm
            title="恢复这条信息？"
            description="恢复后重新在交易大厅展示。"
            okText="恢复"
            cancelText="取消"
            onConfirm={() => restore(item)}
          >
            <Button type="link" size="small">
              恢复
            </Button>
          </Popconfirm>
        ) : (
          <ModalForm<{ reason: string }>
            title={`下架“${item.title}”`}
            trigger={
              <Button type="link" size="small" danger>
                下架
              </Button>
            }
            modalProps={{ destroyOnClose: true }}
            onFinish={async ({ reason }) => {
              try {
                await takeDownTransaction(item.id, reason.trim());
              } catch {
                return false;
              }
              feedback.success('已下架，发布者将看到下架原因');
              reload();
              return true;
            }}
          >
            <ProFormTextArea
              name="reason"
              label="下架原因"
              fieldProps={{ maxLength: 100, showCount: true, rows: 3 }}
              rules={[
                { required: true, whitespace: true, message: '请填写下架原因' },
                { min: 2, message: '下架原因至少2个字' },
              ]}
            />
          </ModalForm>
        ),
    },
  ];

  return (
    <PageContainer title="交易信息管理">
      {errorAlert}
      <ProTable<API.IpcTransaction, AdminListingsState>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        toolbar={{
          menu: statusTabs(STATUS_TABS),
          filter: (
            <Select
              value={state.kind}
              onChange={(kind) => update({ kind })}
              options={(Object.keys(KINDS) as KindFilter[]).map((value) => ({
                value,
                label: KINDS[value],
              }))}
              aria-label="信息类别"
              popupMatchSelectWidth={false}
            />
          ),
          search: toolbarSearch('标题、发布方、账号或申请号'),
        }}
        locale={{ emptyText: <Empty description="没有符合条件的交易信息" /> }}
      />
    </PageContainer>
  );
}
