import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function ServiceAgencySearchPage() {
  return (
    <ModuleIntro
      title="服务机构"
      description="按成立时间、代理人数、专利总量与技术领域查找服务机构。"
      links={[...MODULE_LINKS.service]}
    />
  );
}
