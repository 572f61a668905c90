import ShellPage from '@/components/ShellPage';
import { Badge, Empty, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useModel } from '@umijs/max';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import ReasonForm from '@/components/ShellTable/ReasonForm';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { VERIFICATION_STATUS_LABELS } from '@/contract/verification';
import {
  approveVerification,
  findVerifications,
  getVerificationLicence,
  rejectVerification,
} from '@/services/verification';
import { feedback } from '@/utils/feedback';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';
import ScanViewer from '@/components/ScanViewer';
import styles from './index.less';

// 待审核 first: what waits for an administrator is what this page is opened for.
const STATUS_TABS = {
  pending: '待审核',
  all: '全部',
  approved: '已认证',
  rejected: '未通过',
} as const;
type StatusTab = keyof typeof STATUS_TABS;

interface VerificationsState {
  status: StatusTab;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<VerificationsState> = {
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'pending'),
  keyword: textParam(),
  page: pageParam(),
};

const BADGES: Record<API.VerificationStatus, 'processing' | 'success' | 'warning'> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'warning',
};

const when = (time?: string) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '—');

/**
 * 企业认证管理: every company verification application. The licence is looked at in place; 通过
 * makes the company the account's verified name (its listings and demands are published under
 * it), 驳回 asks a reason the applicant sees. Each decision shows who made it and when.
 */
export default function AdminVerificationsPage() {
  const { tableProps, toolbarSearch, statusTabs, errorAlert, reload } = useShellTable(
    SCHEMA,
    (current) =>
      findVerifications(
        listQuery(current, {
          size: DEFAULT_PAGE_SIZE,
          queryData: { status: current.status === 'all' ? undefined : current.status },
        }),
      ),
    '认证申请加载失败',
    '企业认证申请列表',
  );

  // The menu's 待审核 badge follows each decision.
  const refreshWork = useModel('adminWork', (model) => model.refresh);
  const reviewer = useModel('@@initialState').initialState?.currentUser?.account;
  /** After a decision: the list and the menu's badge. */
  const decided = () => {
    reload();
    refreshWork();
  };

  const approve = async (application: API.Verification) => {
    try {
      await approveVerification(application.id);
      feedback.success(`已通过，账号将以“${application.companyName}”发布信息`);
      decided();
    } catch {
      // Said by the request layer.
    }
  };

  const columns: ShellColumn<API.Verification>[] = [
    {
      title: '企业',
      dataIndex: 'companyName',
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          <strong>{application.companyName}</strong>
          <span className={styles.code}>{application.creditCode}</span>
          <ScanViewer
            what="营业执照"
            whose={application.companyName}
            facts={`统一社会信用代码 ${application.creditCode}，请核对执照上的名称与代码是否与申请一致。`}
            load={(options) => getVerificationLicence(application.id, options)}
          />
        </Space>
      ),
    },
    {
      title: '申请账号',
      dataIndex: 'account',
      width: 160,
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          {application.account}
          <span className={styles.secondary}>昵称：{application.nickname}</span>
        </Space>
      ),
    },
    {
      title: '联系人',
      dataIndex: 'contactName',
      width: 140,
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          {application.contactName}
          <span className={styles.secondary}>{application.contactPhone}</span>
        </Space>
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      width: 150,
      render: (_, application) => when(application.submittedAt),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 220,
      render: (_, application) => (
        <Space orientation="vertical" size={0}>
          <span>
            <Badge
              status={BADGES[application.status]}
              text={VERIFICATION_STATUS_LABELS[application.status]}
            />
            {application.current && <Tag className={styles.current}>当前认证</Tag>}
          </span>
          {application.reason && <span className={styles.danger}>原因：{application.reason}</span>}
          {application.decidedAt && (
            <span className={styles.secondary}>
              {application.decidedBy ?? '—'} 于 {when(application.decidedAt)} 审核
            </span>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, application) =>
        application.status === 'pending' ? (
          <Space size={0}>
            <ConfirmLink
              label="通过"
              title="通过企业认证？"
              description={`请先核对营业执照。通过后该账号以“${application.companyName}”发布交易信息。`}
              okText="通过"
              // The backend refuses it too: an administrator never verifies its own company.
              disabledReason={
                application.account === reviewer ? '自己的认证申请须由其他管理员审核' : undefined
              }
              onConfirm={() => approve(application)}
            />
            <ReasonForm
              title={`驳回“${application.companyName}”的认证申请`}
              trigger="驳回"
              label="驳回原因"
              max={200}
              onSubmit={async (reason) => {
                await rejectVerification(application.id, reason);
                feedback.success('已驳回，申请人将看到驳回原因');
                decided();
              }}
            />
          </Space>
        ) : (
          <span className={styles.secondary}>已审核</span>
        ),
    },
  ];

  return (
    <ShellPage title="企业认证管理">
      {errorAlert}
      <ShellTable<API.Verification>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        toolbar={{
          menu: statusTabs(STATUS_TABS),
          search: toolbarSearch('企业名称、信用代码、账号或联系人'),
        }}
        locale={{ emptyText: <Empty description="没有符合条件的认证申请" /> }}
      />
    </ShellPage>
  );
}
