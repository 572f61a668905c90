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

const HOST_ORGANISATION =
  process.env.UMI_APP_HOST_ORGANISATION || '知识产权服务业集聚发展示范区管理委员会';
/** e.g. 陕ICP备2026000000号-1 and 陕公网安备61019002000000号 (UMI_APP_* variables of the build). */
const ICP_RECORD = process.env.UMI_APP_ICP_RECORD?.trim();
const PSB_RECORD = process.env.UMI_APP_PSB_RECORD?.trim();

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
      <div className={styles.copyright}>
        <p>
          主办单位：{HOST_ORGANISATION}
          <Link to="/gxq/legal/terms">用户服务协议</Link>
          <Link to="/gxq/legal/privacy">隐私政策</Link>
        </p>
        <p>
          © 2026 知识产权服务业集聚发展示范区 版权所有
          {/* Filing numbers are the deploying operator's, set at build time; none in the demo. */}
          {ICP_RECORD && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
              {ICP_RECORD}
            </a>
          )}
          {PSB_RECORD && (
            <a
              href={`https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(PSB_RECORD.replace(/\D/g, ''))}`}
              target="_blank"
              rel="noreferrer"
            >
              {PSB_RECORD}
            </a>
          )}
        </p>
      </div>
      <LeaveMessageModal open={message.open} onClose={message.hide} targetType="portal" />
    </footer>
  );
}
