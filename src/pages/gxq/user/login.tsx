import { Card } from 'antd';
import LoginPanel from '@/components/LoginPanel';
import styles from './login.less';

/** The portal's login page (/gxq/user/login). */
export default function PortalLoginPage() {
  return (
    <div className={styles.page}>
      <Card className={styles.card} title="登录门户账号">
        <LoginPanel />
      </Card>
    </div>
  );
}
