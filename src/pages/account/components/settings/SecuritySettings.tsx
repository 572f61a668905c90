import MobileForm from './MobileForm';
import PasswordForm from './PasswordForm';
import SettingsSection from './SettingsSection';
import SignOutEverywhere from './SignOutEverywhere';

/** 安全设置 of 个人设置: the password (set or changed), the bound mobile, the signed-in devices. */
export default function SecuritySettings({
  user,
  onSaved,
}: {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}) {
  return (
    <>
      <SettingsSection title={user.hasPassword === false ? '设置密码' : '修改密码'}>
        {/* Keyed by account: another user signing in gets their own values, not these. */}
        <PasswordForm key={user.account} user={user} onSaved={onSaved} />
      </SettingsSection>
      <SettingsSection title="更换绑定手机">
        <MobileForm key={user.account} user={user} onSaved={onSaved} />
      </SettingsSection>
      <SettingsSection title="登录设备">
        <SignOutEverywhere />
      </SettingsSection>
    </>
  );
}
