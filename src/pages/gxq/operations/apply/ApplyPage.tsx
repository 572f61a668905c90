import { LoginOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import LinkButton from '@/components/LinkButton';
import type { ReactNode } from 'react';
import PageBanner from '@/components/PageBanner';
import StatusBlock from '@/components/StatusBlock';
import { PORTAL_LOGIN_PATH } from '@/constants';
import { appLocation } from '@/utils/navigation';
import { buildLoginUrl } from '@/utils/session';
import styles from './index.less';

interface ApplyPageProps {
  title: string;
  description: string;
  /** What the visitor is asked to log in for, e.g. 发布出让信息. */
  action: string;
  /** The form, given the signed-in user; rendered only once the session is known. */
  children: (user: API.CurrentUser) => ReactNode;
  /** Patent card or tips: right of the form on desktop, below it on phones. */
  aside?: ReactNode;
}

/**
 * Frame of the two publish forms: banner, then the form in a white card with an aside. Publishing
 * needs an account, so a visitor gets a login button that brings them back here.
 */
export default function ApplyPage({ title, description, action, children, aside }: ApplyPageProps) {
  const { initialState, loading } = useModel('@@initialState');
  const user = initialState?.currentUser;

  let content: ReactNode;
  if (loading && !user) {
    content = (
      <div className={styles.card} aria-busy="true" aria-label="正在加载">
        <Skeleton active title paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (!user) {
    content = (
      <div className={styles.card}>
        <StatusBlock
          status="info"
          title={`登录后即可${action}`}
          description="为保证交易信息真实、可联系，发布前需要登录门户账号；登录后将回到本页继续填写。"
          actions={
            <>
              <Button
                type="primary"
                icon={<LoginOutlined />}
                onClick={() => history.push(buildLoginUrl(PORTAL_LOGIN_PATH, appLocation()))}
              >
                登录
              </Button>
              <LinkButton to="/gxq/operations/list">返回交易大厅</LinkButton>
            </>
          }
        />
      </div>
    );
  } else {
    content = <div className={styles.card}>{children(user)}</div>;
  }

  return (
    <>
      <PageBanner title={title} description={description} />
      <div className={styles.body}>
        <div className={styles.main}>{content}</div>
        {!(loading && !user) && aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </>
  );
}
