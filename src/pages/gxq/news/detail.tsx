import { useSearchParams } from '@umijs/max';
import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function NewsDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  return (
    <ModuleIntro
      title="新闻详情"
      description="示范区新闻与公告全文。"
      meta={id ? `编号：${id}` : '未指定编号'}
      links={[...MODULE_LINKS.news]}
    />
  );
}
