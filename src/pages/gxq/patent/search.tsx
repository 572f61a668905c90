import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function PatentSearchPage() {
  return (
    <ModuleIntro
      title="专利检索"
      description="输入关键词、申请号或公开号检索专利，支持字段表达式的高级检索。"
      links={[...MODULE_LINKS.patent, ...MODULE_LINKS.nav]}
    />
  );
}
