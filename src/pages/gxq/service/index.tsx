import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function ServiceIndexPage() {
  return (
    <ModuleIntro
      title="知识产权服务"
      description="专利代理、商标代理、导航评估等知识产权服务与服务机构。"
      links={[...MODULE_LINKS.service]}
    />
  );
}
