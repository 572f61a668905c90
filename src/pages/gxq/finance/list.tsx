import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function FinanceListPage() {
  return (
    <ModuleIntro
      title="知识产权金融产品"
      description="金融产品、金融机构与质押融资信息。"
      links={[...MODULE_LINKS.finance]}
    />
  );
}
