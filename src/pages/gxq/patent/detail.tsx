import { useSearchParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function PatentDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return (
    <ModuleIntro
      title="专利详情"
      description="著录项目、摘要、权利要求、法律状态与引证信息。"
      meta={id ? `编号：${id}` : '未指定编号'}
      links={[...MODULE_LINKS.patent, ...MODULE_LINKS.nav]}
    />
  );
}
