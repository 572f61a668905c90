import ShellPage from '@/components/ShellPage';
import { useModel, useSearchParams } from '@umijs/max';
import { Skeleton } from 'antd';
import { lazy, Suspense, useCallback } from 'react';
import SettingsSection from './components/settings/SettingsSection';
import { patchParams, readEnum } from '@/utils/urlState';

// Each tab's forms load with the tab: the page's first load carries one tab, not three. Lazy
// chunks are named: umi names a shared chunk after its users' names, so unnamed ones would share
// one with any other unnamed pair (the dashboard's charts among them).
const BasicSettings = lazy(
  () =>
    import(/* webpackChunkName: "account-settings-basic" */ './components/settings/BasicSettings'),
);
const SecuritySettings = lazy(
  () =>
    import(
      /* webpackChunkName: "account-settings-security" */ './components/settings/SecuritySettings'
    ),
);
const VerificationPanel = lazy(
  () =>
    import(
      /* webpackChunkName: "account-settings-verification" */ './components/settings/VerificationPanel'
    ),
);

const TABS = ['basic', 'security', 'verification'] as const;
type Tab = (typeof TABS)[number];

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
      <Suspense
        fallback={
          <SettingsSection title="">
            <Skeleton active paragraph={{ rows: 4 }} />
          </SettingsSection>
        }
      >
        {tab === 'verification' ? (
          <SettingsSection title="企业认证">
            <VerificationPanel key={user.account} user={user} />
          </SettingsSection>
        ) : tab === 'basic' ? (
          <BasicSettings user={user} onSaved={onSaved} />
        ) : (
          <SecuritySettings user={user} onSaved={onSaved} />
        )}
      </Suspense>
    </ShellPage>
  );
}
