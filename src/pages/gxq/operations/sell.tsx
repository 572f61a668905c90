import { useParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function OperationsSellPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ModuleIntro
      title="出让详情"
      description="挂牌专利的交易方式、价格与联系方式。"
      meta={`编号：${id}`}
      links={[...MODULE_LINKS.operations]}
    />
  );
}
