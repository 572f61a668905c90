import { useParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function FinanceProductPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ModuleIntro
      title="金融产品详情"
      description="产品额度、利率、期限、担保方式与申请流程。"
      meta={`编号：${id}`}
      links={[...MODULE_LINKS.finance]}
    />
  );
}
