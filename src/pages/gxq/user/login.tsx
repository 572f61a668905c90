import { Card } from 'antd';
import LoginTabs from '@/components/LoginPanel/LoginTabs';
import styles from './login.less';

/** The portal's login page (/gxq/user/login): by account and password, or by SMS code. */
export default function PortalLoginPage() {
  return (
    <div className={styles.page}>
      <Card className={styles.card} title={<h1 className={styles.cardTitle}>登录门户账号</h1>}>
        <LoginTabs />
      </Card>
    </div>
  );
}
