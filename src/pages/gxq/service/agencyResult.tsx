import { useParams } from '@umijs/max';
import { Alert } from 'antd';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';
import { describeCreditCodeError } from '@/utils/validators';

export default function ServiceAgencyResultPage() {
  const { creditCode = '', enterpriseName = '' } = useParams<{
    creditCode: string;
    enterpriseName: string;
  }>();
  const codeError = describeCreditCodeError(creditCode);
  return (
    <ModuleIntro
      title={enterpriseName || '服务机构详情'}
      description="机构简介、代理人数、专利代理统计与代理的专利。"
      meta={`统一社会信用代码：${creditCode}`}
      links={MODULE_LINKS.service}
    >
      {codeError && (
        <Alert
          type="warning"
          showIcon
          message="机构代码有误"
          description={`链接中的统一社会信用代码无效：${codeError}`}
        />
      )}
    </ModuleIntro>
  );
}
