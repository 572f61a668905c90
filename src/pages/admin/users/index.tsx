import { Badge, Button, Empty, Space, Tag } from 'antd';
import { useSearchParams } from '@umijs/max';
import { lazy, Suspense } from 'react';
import FilterSelect from '@/components/ShellTable/FilterSelect';
import ShellPage from '@/components/ShellPage';
import DayRange from '@/components/ShellTable/DayRange';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { findAccounts } from '@/services/users';
import {
  dayParam,
  enumParam,
  listQuery,
  pageParam,
  textParam,
  type ListSchema,
} from '@/utils/listState';
import AccountActions from './AccountActions';
import { ACCOUNT_KIND_LABELS, ACCOUNT_STATUS_LABELS, when } from './labels';
import styles from './index.less';

// The details (Drawer, Descriptions, List) load when an account is opened, not with the list.
const AccountDrawer = lazy(
  () => import(/* webpackChunkName: "admin-account-drawer" */ './AccountDrawer'),
);

const STATUS_TABS = { all: '全部', active: '正常', disabled: '已停用' } as const;
type StatusTab = keyof typeof STATUS_TABS;
const KINDS = { '': '全部类型', ...ACCOUNT_KIND_LABELS } as const;
type KindFilter = keyof typeof KINDS;
const VERIFIED = { '': '认证状态', yes: '已认证', no: '未认证' } as const;
type VerifiedFilter = keyof typeof VERIFIED;

interface UsersState {
  status: StatusTab;
  kind: KindFilter;
  verified: VerifiedFilter;
  from: string;
  to: string;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<UsersState> = {
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'all'),
  kind: enumParam(Object.keys(KINDS) as KindFilter[], ''),
  verified: enumParam(Object.keys(VERIFIED) as VerifiedFilter[], ''),
  from: dayParam(),
  to: dayParam(),
  keyword: textParam(),
  page: pageParam(),
};

/** The URL param of the account whose details are open beside the list (not a filter of it). */
const OPEN_PARAM = 'account';

/**
 * 用户管理: every account by status, type, verification, registration day and keyword (all in
 * the URL, the open account's details too). 停用 asks a reason and ends the account's sessions at
 * once; 启用; 设为管理员 / 取消管理员 ask first. What the rules forbid (one's own account, the last
 * active administrator) is disabled with the reason.
 */
export default function AdminUsersPage() {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAccounts(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              kind: current.kind || undefined,
              verified: current.verified === '' ? undefined : current.verified === 'yes',
              createdFrom: current.from || undefined,
              createdTo: current.to || undefined,
            },
          }),
        ),
      '用户列表加载失败',
      '用户列表',
      { title: 'account' },
    );

  // Outside the list's schema: opening details is no reason to read the list again.
  const [searchParams, setSearchParams] = useSearchParams();
  const openAccount = searchParams.get(OPEN_PARAM)?.trim().slice(0, 64) ?? '';
  const openDetails = (account: string) => {
    const next = new URLSearchParams(searchParams);
    if (account) next.set(OPEN_PARAM, account);
    else next.delete(OPEN_PARAM);
    setSearchParams(next);
  };

  const columns: ShellColumn<API.AdminAccount>[] = [
    {
      title: '账号',
      dataIndex: 'account',
      render: (_, user) => (
        <Space orientation="vertical" size={0}>
          <Button
            type="link"
            className={styles.accountLink}
            onClick={() => openDetails(user.account)}
          >
            {user.name}（{user.account}）
          </Button>
          {user.self && <Tag className={styles.selfTag}>当前登录</Tag>}
        </Space>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 170,
      render: (_, user) => (
        <Space orientation="vertical" size={0}>
          <span>
            {ACCOUNT_KIND_LABELS[user.kind]}
            {user.verified ? (
              <Tag color="green" className={styles.verifiedTag}>
                已认证
              </Tag>
            ) : (
              <Tag className={styles.verifiedTag}>未认证</Tag>
            )}
          </span>
          {user.verifiedName && <span className={styles.secondary}>{user.verifiedName}</span>}
        </Space>
      ),
    },
    { title: '手机', dataIndex: 'mobile', width: 130, render: (_, user) => user.mobile ?? '—' },
    {
      title: '注册时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (_, user) => when(user.createdAt),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 200,
      render: (_, user) => (
        <Space orientation="vertical" size={0}>
          <Badge
            status={user.status === 'active' ? 'success' : 'error'}
            text={ACCOUNT_STATUS_LABELS[user.status]}
          />
          {user.disabledReason && (
            <span className={styles.secondary}>原因：{user.disabledReason}</span>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => openDetails(user.account)}>
            详情
          </Button>
          <AccountActions account={user} onDone={reload} />
        </Space>
      ),
    },
  ];

  const filtered =
    state.status !== 'all' ||
    state.kind ||
    state.verified ||
    state.from ||
    state.to ||
    state.keyword;

  return (
    <ShellPage title="用户管理">
      {errorAlert}
      <ShellTable<API.AdminAccount>
        {...tableProps}
        rowKey="account"
        columns={columns}
        scroll={{ x: 1000 }}
        toolbar={{
          menu: statusTabs(STATUS_TABS),
          filter: (
            <Space wrap className={styles.filters}>
              <FilterSelect<KindFilter>
                value={state.kind}
                onChange={(kind) => update({ kind })}
                options={(Object.keys(KINDS) as KindFilter[]).map((value) => ({
                  value,
                  label: KINDS[value],
                }))}
                aria-label="用户类型"
              />
              <FilterSelect<VerifiedFilter>
                value={state.verified}
                onChange={(verified) => update({ verified })}
                options={(Object.keys(VERIFIED) as VerifiedFilter[]).map((value) => ({
                  value,
                  label: value === '' ? '全部认证状态' : VERIFIED[value],
                }))}
                aria-label="认证状态"
              />
              <DayRange
                label="注册日期"
                from={state.from}
                to={state.to}
                onChange={(range) => update(range)}
              />
            </Space>
          ),
          search: toolbarSearch('账号、昵称、手机号或企业名称'),
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的用户' : '还没有用户'} />,
        }}
      />
      {openAccount && (
        <Suspense fallback={null}>
          <AccountDrawer account={openAccount} onClose={() => openDetails('')} onChanged={reload} />
        </Suspense>
      )}
    </ShellPage>
  );
}
