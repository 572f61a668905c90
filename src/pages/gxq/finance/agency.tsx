import { useParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function FinanceAgencyPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <ModuleIntro
      title="金融机构详情"
      description="金融机构简介与其知识产权金融产品。"
      meta={`编号：${id}`}
      links={[...MODULE_LINKS.finance]}
    />
  );
}
