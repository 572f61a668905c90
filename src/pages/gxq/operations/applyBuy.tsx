import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function OperationsApplyBuyPage() {
  return (
    <ModuleIntro
      title="发布需求"
      description="登记您想购买的专利技术需求，由运营机构为您对接。"
      links={[...MODULE_LINKS.operations]}
    />
  );
}
