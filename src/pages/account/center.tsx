import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Avatar, Button, Space, Typography } from 'antd';
import defaultAvatar from '@/assets/default-avatar.svg';
import LoadError from '@/components/LoadError';
import usePageData from '@/hooks/usePageData';
import { findMyMessages, findMyTransactions } from '@/services/website';
import styles from './center.less';

/** `13800000001` → `138****0001`; other lengths keep their last four digits. */
function maskMobile(mobile?: string) {
  if (!mobile) return '未绑定';
  return mobile.length === 11
    ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
    : `****${mobile.slice(-4)}`;
}

const totalOf = (page: Promise<API.Page<unknown>>) => page.then((result) => result.totalElements);

/** What the user has on the platform: each count opens its page. */
async function loadCounts() {
  const [listings, demands, messages] = await Promise.all([
    totalOf(findMyTransactions({ size: 1, queryData: { kind: 'sell' } })),
    totalOf(findMyTransactions({ size: 1, queryData: { kind: 'buy' } })),
    totalOf(findMyMessages({ size: 1 })),
  ]);
  return { listings, demands, messages };
}

/** 个人中心: the profile and what the user published and asked, with links to each page. */
export default function AccountCenterPage() {
  const { initialState } = useModel('@@initialState');
  const unread = useModel('unread');
  const user = initialState?.currentUser;
  const counts = usePageData(loadCounts, { refreshDeps: [user?.account], ready: Boolean(user) });

  const tiles = [
    { title: '我的发布', value: counts.data?.listings, to: '/account/listings' },
    { title: '我的需求', value: counts.data?.demands, to: '/account/demands' },
    {
      title: '我的留言与咨询',
      value: counts.data?.messages,
      to: '/account/messages',
      note: unread.count ? `${unread.count} 条新回复` : undefined,
    },
  ];

  return (
    <PageContainer title="个人中心">
      <ProCard className={styles.profile}>
        <Space size={24} align="center" wrap>
          <Avatar size={72} src={user?.headerUrl || defaultAvatar} alt={user?.account} />
          <div>
            <Typography.Title level={4} className={styles.name}>
              {user?.name || user?.account}
            </Typography.Title>
            <Space split="·" wrap className={styles.meta}>
              <span>账号 {user?.account}</span>
              <span>手机 {maskMobile(user?.mobile)}</span>
              <span>邮箱 {user?.email || '未绑定'}</span>
            </Space>
          </div>
          <Link to="/account/settings">
            <Button>个人设置</Button>
          </Link>
        </Space>
      </ProCard>
      {counts.error ? (
        <LoadError title="统计加载失败" error={counts.error} onRetry={counts.refresh} />
      ) : (
        <ProCard gutter={16} wrap ghost className={styles.tiles}>
          {tiles.map((tile) => (
            <ProCard key={tile.to} colSpan={{ xs: 24, md: 8 }} ghost>
              <Link
                to={tile.to}
                className={styles.tile}
                aria-label={`${tile.title} ${tile.value ?? ''}`}
              >
                <StatisticCard
                  loading={counts.loading}
                  statistic={{ title: tile.title, value: tile.value ?? 0, description: tile.note }}
                />
              </Link>
            </ProCard>
          ))}
        </ProCard>
      )}
    </PageContainer>
  );
}
