import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function HomeListPage() {
  return (
    <ModuleIntro
      title="新闻动态"
      description="示范区园区动态、政策法规、行业资讯与通知公告。"
      links={[...MODULE_LINKS.news]}
    />
  );
}
