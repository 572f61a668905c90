import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function NavPdfPage() {
  return (
    <ModuleIntro
      title="专利导航"
      description="依据 GB/T 39551 系列标准编制的产业、区域、企业与研发专利导航报告。"
      links={[...MODULE_LINKS.nav, ...MODULE_LINKS.patent]}
    />
  );
}
