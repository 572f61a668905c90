import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function FinanceIndexPage() {
  return (
    <ModuleIntro
      title="知识产权金融"
      description="知识产权质押融资产品、合作金融机构与融资案例。"
      links={[...MODULE_LINKS.finance]}
    />
  );
}
