import ModuleIntro from '@/components/ModuleIntro';
import { MODULE_LINKS } from '@/components/ModuleIntro/links';

export default function UserForgetPage() {
  return (
    <ModuleIntro
      title="找回密码"
      description="通过手机号和短信验证码重设登录密码。"
      links={[...MODULE_LINKS.account]}
    />
  );
}
