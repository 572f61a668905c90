import LoginTabs from '@/components/LoginPanel/LoginTabs';
import AuthCard from './AuthCard';
import styles from './authPages.less';

/** The portal's login page (/gxq/user/login): by account and password, or by SMS code. */
export default function PortalLoginPage() {
  return (
    <div className={styles.page}>
      <AuthCard title="登录门户账号">
        <LoginTabs />
      </AuthCard>
    </div>
  );
}
