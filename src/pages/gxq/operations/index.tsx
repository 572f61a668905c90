import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function OperationsIndexPage() {
  return (
    <ModuleIntro
      title="知识产权运营"
      description="专利转让、许可与开放许可交易市场。"
      links={[...MODULE_LINKS.operations]}
    />
  );
}
