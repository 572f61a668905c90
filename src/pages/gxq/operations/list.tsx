import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function OperationsListPage() {
  return (
    <ModuleIntro
      title="知识产权交易大厅"
      description="专利出让挂牌与求购需求。"
      links={[...MODULE_LINKS.operations]}
    />
  );
}
