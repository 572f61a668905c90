import { Button, Result } from 'antd';
import LinkButton from '../LinkButton';
import { HOME_PATH } from '../../constants';
import useItemTitle from '../../hooks/useItemTitle';
import styles from './index.less';

const TEXT = {
  '403': {
    title: '403',
    subTitle: '抱歉，您没有权限访问该页面。如需访问，请使用有权限的账号登录。',
  },
  '404': { title: '404', subTitle: '抱歉，您访问的页面不存在，可能已被移除或地址有误。' },
};

/** 403 / 404 with a way home. */
export default function ResultPage({ status }: { status: '403' | '404' }) {
  useItemTitle(status === '404' ? '页面不存在' : '无权访问');
  return (
    <div className={styles.page}>
      <Result
        status={status}
        title={<h1 className={styles.title}>{TEXT[status].title}</h1>}
        subTitle={TEXT[status].subTitle}
        extra={[
          <LinkButton key="home" to={HOME_PATH} type="primary">
            返回首页
          </LinkButton>,
          <Button key="back" onClick={() => window.history.back()}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
