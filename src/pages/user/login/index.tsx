import { Link } from '@umijs/max';
import { Card } from 'antd';
import LoginPanel from '../../../components/LoginPanel';
import Logo from '../../../components/Logo';
import { MAIN_CONTENT_ID } from '../../../components/SkipLink';
import { SITE_NAME } from '../../../constants';
import styles from './index.less';

/** The back-office shell's login page (/user/login). */
export default function ShellLoginPage() {
  return (
    <main className={styles.page} id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Card className={styles.card}>
        <div className={styles.head}>
          <Logo />
          <h1>{SITE_NAME}</h1>
          <p>用户中心与平台管理 · 账号登录</p>
        </div>
        <LoginPanel />
        <div className={styles.back}>
          <Link to="/gxq/index">返回门户首页</Link>
        </div>
      </Card>
    </main>
  );
}
