import {
  EnvironmentOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Button } from 'antd';
import LeaveMessageModal from '../../components/LeaveMessageModal/Lazy';
import { useLeaveMessage } from '../../components/LeaveMessageModal/reopen';
import styles from './PortalFooter.less';
import { PORTAL_NAV } from './nav';

export default function PortalFooter() {
  const message = useLeaveMessage('portal');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section>
          <div className={styles.title}>知识产权服务业集聚发展示范区</div>
          <ul className={styles.list}>
            <li>
              <EnvironmentOutlined /> 地址：高新区科技路 27 号知识产权服务大厦
            </li>
            <li>
              <PhoneOutlined /> 服务热线：029-8888 6120（工作日 9:00-17:30）
            </li>
            <li>
              <MailOutlined /> 邮箱：service@ipzone.gov.cn
            </li>
          </ul>
        </section>
        <section>
          <div className={styles.title}>栏目</div>
          <ul className={styles.list}>
            {PORTAL_NAV.slice(1, 7).map((item) => (
              <li key={item.key}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <div className={styles.title}>互动</div>
          <ul className={styles.list}>
            <li>
              <Button ghost icon={<MessageOutlined />} onClick={message.show}>
                在线留言
              </Button>
            </li>
            <li>
              <Link to="/gxq/user/register">注册账号</Link>
            </li>
            <li>
              <Link to="/gxq/index/list">新闻动态</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.copyright}>© 2026 知识产权服务业集聚发展示范区 版权所有</div>
      <LeaveMessageModal open={message.open} onClose={message.hide} targetType="portal" />
    </footer>
  );
}
