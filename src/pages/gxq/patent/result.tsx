import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function PatentResultPage() {
  return (
    <ModuleIntro
      title="专利检索结果"
      description="检索结果支持按专利类型、法律状态、申请年份与 IPC 分类筛选和排序。"
      links={[...MODULE_LINKS.patent]}
    />
  );
}
