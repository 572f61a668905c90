import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function NavValuePage() {
  return (
    <ModuleIntro
      title="价值评估"
      description="基于 GB/T 42748-2023 的法律、技术、经济三维度专利价值评估。"
      links={[...MODULE_LINKS.nav, ...MODULE_LINKS.patent]}
    />
  );
}
