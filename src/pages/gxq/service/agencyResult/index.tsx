import { useLocation, useNavigate, useParams } from '@umijs/max';
import { Skeleton } from 'antd';
import LinkButton from '@/components/LinkButton';
import { useEffect } from 'react';
import LeaveMessageModal from '@/components/LeaveMessageModal/Lazy';
import { useLeaveMessage } from '@/components/LeaveMessageModal/reopen';
import RecordError from '@/components/RecordError';
import StatusBlock from '@/components/StatusBlock';
import usePageData from '@/hooks/usePageData';
import { getAgency } from '@/services/agency';
import { agencyUrl } from '@/utils/agency';
import { shortId } from '@/utils/format';
import { describeCreditCodeError } from '@/contract/validators';
import HandledPatents from './HandledPatents';
import Profile from './Profile';
import StatisticsCharts from './StatisticsCharts';
import detail from '@/components/DetailPage/index.less';
import useItemTitle from '@/hooks/useItemTitle';

const LIST_PATH = '/gxq/service/agency/search';

function ServiceHomeLink() {
  return <LinkButton to="/gxq/service/index">知识产权服务首页</LinkButton>;
}

function BackToList() {
  return (
    <>
      <LinkButton to={LIST_PATH} type="primary">
        查看服务机构列表
      </LinkButton>
      <ServiceHomeLink />
    </>
  );
}

export default function ServiceAgencyResultPage() {
  const { creditCode = '', enterpriseName = '' } = useParams<{
    creditCode: string;
    enterpriseName: string;
  }>();
  const location = useLocation();
  const navigate = useNavigate();
  const consult = useLeaveMessage('agency');
  // A code that fails GB 32100 cannot name an agency: say why and send no request.
  const codeError = describeCreditCodeError(creditCode);
  const {
    data: agency,
    error,
    refresh,
  } = usePageData(() => getAgency(creditCode), {
    refreshDeps: [creditCode],
    ready: !codeError,
  });
  useItemTitle(agency?.enterpriseName);

  // Links may carry an old or shortened name: the address shows the registered one.
  useEffect(() => {
    if (agency && agency.creditCode === creditCode && agency.enterpriseName !== enterpriseName)
      navigate(`${agencyUrl(agency.creditCode, agency.enterpriseName)}${location.search}`, {
        replace: true,
      });
  }, [agency, creditCode, enterpriseName, location.search, navigate]);

  if (codeError)
    return (
      <StatusBlock
        status="warning"
        heading="h1"
        title="统一社会信用代码无效"
        description={
          <>
            链接中的统一社会信用代码“<strong>{shortId(creditCode)}</strong>”无法识别：{codeError}
            。请检查链接，或从服务机构列表重新查找。
          </>
        }
        actions={<BackToList />}
      />
    );
  if (error)
    return (
      <RecordError
        error={error}
        title="服务机构加载失败"
        onRetry={refresh}
        notFound={{
          title: '未找到该服务机构',
          description: (
            <>
              本平台没有统一社会信用代码为 {creditCode} 的服务机构
              {enterpriseName && (
                <>
                  “<strong>{shortId(enterpriseName, 60)}</strong>”
                </>
              )}
              ，该机构可能尚未入驻或已注销。
            </>
          ),
          to: LIST_PATH,
          linkText: '查看服务机构列表',
          extra: <ServiceHomeLink />,
        }}
      />
    );
  if (!agency)
    return (
      <div className={detail.page} aria-busy="true">
        <div className={detail.header}>
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
        </div>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );

  return (
    <div className={detail.page}>
      <Profile agency={agency} onConsult={consult.show} />
      <StatisticsCharts creditCode={agency.creditCode} total={agency.patentTotal} />
      <HandledPatents creditCode={agency.creditCode} total={agency.patentTotal} />
      <LeaveMessageModal
        open={consult.open}
        onClose={consult.hide}
        targetType="agency"
        targetId={agency.creditCode}
        targetTitle={agency.enterpriseName}
        purpose="consult"
        action="在线咨询"
        defaultContent={`您好，我想咨询“${agency.enterpriseName}”的专利代理服务，请与我联系。`}
      />
    </div>
  );
}
