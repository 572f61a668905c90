import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function OperationsApplySellPage() {
  return (
    <ModuleIntro
      title="发布出让"
      description="登记您要转让或许可的专利，发布后进入交易大厅。"
      links={[...MODULE_LINKS.operations]}
    />
  );
}
