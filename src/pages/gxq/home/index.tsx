import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function HomeIndexPage() {
  return (
    <ModuleIntro
      title="首页"
      description="国家知识产权服务业集聚发展示范区门户：一站式专利检索、导航、评估、金融、运营与服务。"
      links={[
        ...MODULE_LINKS.patent,
        ...MODULE_LINKS.nav,
        ...MODULE_LINKS.finance,
        ...MODULE_LINKS.operations,
        ...MODULE_LINKS.service,
        ...MODULE_LINKS.news,
      ]}
    />
  );
}
