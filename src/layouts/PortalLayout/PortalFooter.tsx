import {
  EnvironmentOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { history, Link, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { REOPEN_PARAM } from '../../components/LeaveMessageModal/reopen';
import { appLocation } from '../../utils/navigation';
import styles from './PortalFooter.less';
import { PORTAL_NAV } from './nav';

// The form (Modal, Form, validators) loads the first time someone opens it, not with every page.
const LeaveMessageModal = lazy(() => import('../../components/LeaveMessageModal'));

export default function PortalFooter() {
  const [messageOpen, setMessageOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const reopen = searchParams.get(REOPEN_PARAM) === '1';

  // Back from login with the form's flag: open the form again (its draft is kept) and drop the flag.
  useEffect(() => {
    if (!reopen) return;
    setMessageOpen(true);
    const params = new URLSearchParams(searchParams);
    params.delete(REOPEN_PARAM);
    const search = params.toString();
    history.replace(`${appLocation().pathname}${search ? `?${search}` : ''}`);
  }, [reopen, searchParams]);
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
              <Button ghost icon={<MessageOutlined />} onClick={() => setMessageOpen(true)}>
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
      {messageOpen && (
        <Suspense fallback={null}>
          <LeaveMessageModal open onClose={() => setMessageOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
