import { ProCard, ProDescriptions } from '@ant-design/pro-components';
import ShellPage from '@/components/ShellPage';
import { Link, useModel, useSearchParams } from '@umijs/max';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import AvatarField from './components/settings/AvatarField';
import MobileForm from './components/settings/MobileForm';
import PasswordForm from './components/settings/PasswordForm';
import ProfileForm from './components/settings/ProfileForm';
import VerificationPanel from './components/settings/VerificationPanel';
import styles from './components/settings/settingsForms.less';
import { maskMobile } from '@/utils/format';
import { patchParams, readEnum } from '@/utils/urlState';

const TABS = ['basic', 'security', 'verification'] as const;
type Tab = (typeof TABS)[number];

function memberSince(createdAt?: string) {
  return createdAt && dayjs(createdAt).isValid() ? dayjs(createdAt).format('YYYY年M月D日') : '—';
}

/**
 * 个人设置: 基本信息 (avatar, name, email), 安全设置 (password, bound mobile) and 企业认证 (the
 * company the account publishes as); the tab is in the URL (`?tab=security`) so each can be linked. Every save puts the returned user into the
 * initial state, so the header shows the new name and avatar at once.
 */
export default function AccountSettingsPage() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const [params, setParams] = useSearchParams();
  const user = initialState?.currentUser;
  const requested = readEnum<Tab>(params, 'tab', TABS, 'basic');
  // Administrators act for the platform; they are not verified as a company.
  const tab = requested === 'verification' && user?.userType === 'admin' ? 'basic' : requested;

  const onSaved = useCallback(
    (currentUser: API.CurrentUser) => setInitialState((state) => ({ ...state, currentUser })),
    [setInitialState],
  );

  const selectTab = (key: string) =>
    setParams(patchParams(params, { tab: key === 'basic' ? null : key }), { replace: true });

  // The shell only opens this page for a signed-in user; the layout shows its own placeholder.
  if (!user) return <ShellPage title="个人设置" />;

  return (
    <ShellPage
      title="个人设置"
      tabList={[
        { key: 'basic', tab: '基本信息' },
        { key: 'security', tab: '安全设置' },
        ...(user.userType === 'admin' ? [] : [{ key: 'verification', tab: '企业认证' }]),
      ]}
      tabActiveKey={tab}
      onTabChange={selectTab}
    >
      {tab === 'verification' ? (
        <ProCard title="企业认证" className={styles.section}>
          <VerificationPanel key={user.account} user={user} />
        </ProCard>
      ) : tab === 'basic' ? (
        <ProCard title="基本信息" className={styles.section}>
          <AvatarField user={user} onSaved={onSaved} />
          <ProDescriptions column={1} className={styles.facts}>
            <ProDescriptions.Item label="账号">{user.account}</ProDescriptions.Item>
            <ProDescriptions.Item label="注册时间">
              {memberSince(user.createdAt)}
            </ProDescriptions.Item>
            <ProDescriptions.Item label="绑定手机">{maskMobile(user.mobile)}</ProDescriptions.Item>
            {user.userType !== 'admin' && (
              <ProDescriptions.Item label="发布身份">
                {user.verifiedName ? `已认证企业 · ${user.verifiedName}` : '个人（未完成企业认证）'}
                <Link to="/account/settings?tab=verification" className={styles.factLink}>
                  {user.verifiedName ? '查看认证' : '去认证'}
                </Link>
              </ProDescriptions.Item>
            )}
          </ProDescriptions>
          {/* Keyed by account: another user signing in gets their own values, not these. */}
          <ProfileForm key={user.account} user={user} onSaved={onSaved} />
        </ProCard>
      ) : (
        <>
          <ProCard
            title={user.hasPassword === false ? '设置密码' : '修改密码'}
            className={styles.section}
          >
            <PasswordForm key={user.account} user={user} onSaved={onSaved} />
          </ProCard>
          <ProCard title="更换绑定手机" className={styles.section}>
            <MobileForm key={user.account} user={user} onSaved={onSaved} />
          </ProCard>
        </>
      )}
    </ShellPage>
  );
}
