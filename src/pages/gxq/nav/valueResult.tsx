import { useSearchParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function NavValueResultPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return (
    <ModuleIntro
      title="价值评估结果"
      description="专利价值得分、分维度指标、权重与贡献。"
      meta={id ? `编号：${id}` : '未指定编号'}
      links={[...MODULE_LINKS.nav]}
    />
  );
}
