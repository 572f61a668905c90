import { Link } from '@umijs/max';
import dayjs from 'dayjs';
import { maskMobile } from '@/utils/format';
import AvatarField from './AvatarField';
import ProfileForm from './ProfileForm';
import SettingsSection from './SettingsSection';
import styles from './settingsForms.less';

function memberSince(createdAt?: string) {
  return createdAt && dayjs(createdAt).isValid() ? dayjs(createdAt).format('YYYY年M月D日') : '—';
}

/** 基本信息 of 个人设置: the avatar, the account's facts, and the name and email to edit. */
export default function BasicSettings({
  user,
  onSaved,
}: {
  user: API.CurrentUser;
  onSaved: (user: API.CurrentUser) => void;
}) {
  return (
    <SettingsSection title="基本信息">
      <AvatarField user={user} onSaved={onSaved} />
      <dl className={styles.facts}>
        <dt>账号</dt>
        <dd>{user.account}</dd>
        <dt>注册时间</dt>
        <dd>{memberSince(user.createdAt)}</dd>
        <dt>绑定手机</dt>
        <dd>{maskMobile(user.mobile)}</dd>
        {user.userType !== 'admin' && (
          <>
            <dt>发布身份</dt>
            <dd>
              {user.verifiedName ? `已认证企业 · ${user.verifiedName}` : '个人（未完成企业认证）'}
              <Link to="/account/settings?tab=verification" className={styles.factLink}>
                {user.verifiedName ? '查看认证' : '去认证'}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {/* Keyed by account: another user signing in gets their own values, not these. */}
      <ProfileForm key={user.account} user={user} onSaved={onSaved} />
    </SettingsSection>
  );
}
