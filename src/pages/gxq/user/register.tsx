import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function UserRegisterPage() {
  return (
    <ModuleIntro
      title="注册账号"
      description="使用手机号和短信验证码注册门户账号。"
      links={[...MODULE_LINKS.account]}
    />
  );
}
