import { ProCard, StatisticCard } from '@ant-design/pro-components';
import CardLoading from '@/components/CardLoading';
import ShellPage from '@/components/ShellPage';
import { Link, useModel } from '@umijs/max';
import { Avatar, Button, Empty, Space } from 'antd';
import LinkButton from '@/components/LinkButton';
import defaultAvatar from '@/assets/default-avatar.svg';
import LoadError from '@/components/LoadError';
import usePageData from '@/hooks/usePageData';
import { useEffect, useState } from 'react';
import {
  findFavorites,
  findMyMessages,
  findMyTransactions,
  getMyActivity,
} from '@/services/website';
import { maskMobile } from '@/utils/format';
import { findAllSavedSearches, newsNote, newsOf } from '@/utils/savedSearchNews';
import { formatDateTime } from '@/utils/dateTime';
import { activityAction, activityLink, activityTitle } from './components/activity';
import styles from './center.less';

interface Tile {
  title: string;
  value?: number;
  to: string;
  note?: string;
}

// Only the totals of the lists are needed: their first page of one item carries them.
const COUNT_ONLY = 1;
// The feed shows the latest few; 查看更多 asks for the longer list (the backend's maximum).
const ACTIVITY_SIZES = [10, 50] as const;

/** What the user has on the platform: a count per page. */
async function loadOverview() {
  const [listings, demands, messages, favorites, searches] = await Promise.all([
    findMyTransactions({ size: COUNT_ONLY, queryData: { kind: 'sell' } }),
    findMyTransactions({ size: COUNT_ONLY, queryData: { kind: 'buy' } }),
    findMyMessages({ size: COUNT_ONLY }),
    findFavorites({ size: COUNT_ONLY }),
    // All of them, so what is new adds up exactly.
    findAllSavedSearches(),
  ]);
  return {
    counts: {
      listings: listings.totalElements,
      demands: demands.totalElements,
      messages: messages.totalElements,
      favorites: favorites.totalElements,
      searches: searches.totalElements,
      searchNews: newsOf(searches.content),
    },
  };
}

/** 个人中心: the profile, what the user published, asked and saved, and what happened lately. */
export default function AccountCenterPage() {
  const { initialState } = useModel('@@initialState');
  const unread = useModel('unread');
  const user = initialState?.currentUser;
  const admin = user?.userType === 'admin';
  const adminWork = useModel('adminWork');
  const overview = usePageData(loadOverview, {
    refreshDeps: [user?.account],
    // Administrators publish nothing: their centre shows the work waiting instead.
    ready: Boolean(user) && !admin,
  });
  // The badges were read at sign-in; the centre shows the counts as they are now.
  const refreshWork = adminWork.refresh;
  useEffect(() => {
    if (admin) refreshWork();
  }, [admin, refreshWork]);
  const [activitySize, setActivitySize] = useState<number>(ACTIVITY_SIZES[0]);
  const activity = usePageData(() => getMyActivity(activitySize), {
    refreshDeps: [user?.account, activitySize],
    ready: Boolean(user) && !admin,
  });
  const counts = overview.data?.counts;
  const events = activity.data?.content;

  const tiles: Tile[] = [
    { title: '我的发布', value: counts?.listings, to: '/account/listings' },
    { title: '我的需求', value: counts?.demands, to: '/account/demands' },
    {
      title: '我的留言与咨询',
      value: counts?.messages,
      to: '/account/messages',
      note:
        [
          unread.replies ? `${unread.replies} 条新回复` : '',
          unread.received ? `收到 ${unread.received} 条咨询消息` : '',
        ]
          .filter(Boolean)
          .join('，') || undefined,
    },
    { title: '我的收藏', value: counts?.favorites, to: '/account/favorites' },
    {
      title: '我的检索',
      value: counts?.searches,
      to: '/account/searches',
      // What is new in the patent searches and the hall filters: 专利检索新增 4 件，交易筛选新增 3 条.
      note: counts && newsNote(counts.searchNews),
    },
  ];

  const work = adminWork.work;
  const workTiles: Tile[] = [
    { title: '待审核交易信息', value: work?.reviews, to: '/admin/listings?status=pending' },
    { title: '待回复留言', value: work?.messages, to: '/admin/messages?status=pending' },
    {
      title: '待审核企业认证',
      value: work?.verifications,
      to: '/admin/verifications?status=pending',
    },
  ];

  const tileGrid = (items: Tile[], loading: boolean, label: string) => (
    <section className={styles.tiles} aria-label={label}>
      {items.map((tile) => (
        <Link
          key={tile.to}
          to={tile.to}
          className={styles.tile}
          aria-label={`${tile.title} ${tile.value ?? ''}`}
        >
          <StatisticCard
            loading={loading && <CardLoading />}
            statistic={{ title: tile.title, value: tile.value ?? 0, description: tile.note }}
          />
        </Link>
      ))}
    </section>
  );

  return (
    <ShellPage title="个人中心">
      <ProCard className={styles.profile}>
        <Space size={24} align="center" wrap>
          <Avatar size={72} src={user?.headerUrl || defaultAvatar} alt={user?.account} />
          <div>
            <h2 className={styles.name}>{user?.name || user?.account}</h2>
            <Space separator="·" wrap className={styles.meta}>
              <span>账号 {user?.account}</span>
              <span>手机 {maskMobile(user?.mobile)}</span>
              <span>邮箱 {user?.email || '未绑定'}</span>
              {user?.createdAt && <span>注册于 {user.createdAt.slice(0, 10)}</span>}
            </Space>
          </div>
          <LinkButton to="/account/settings">个人设置</LinkButton>
        </Space>
      </ProCard>
      {admin ? (
        adminWork.error && !work ? (
          <LoadError title="待办工作加载失败" error={adminWork.error} onRetry={refreshWork} />
        ) : (
          tileGrid(workTiles, !work, '待办工作')
        )
      ) : overview.error ? (
        <LoadError title="统计加载失败" error={overview.error} onRetry={overview.refresh} />
      ) : (
        <>
          {tileGrid(tiles, overview.loading, '我的数据')}
          <ProCard
            title="最近动态"
            className={styles.activity}
            // Shown only while nothing is there yet: 查看更多 keeps the shorter list in view.
            loading={activity.loading && !events && <CardLoading />}
          >
            {activity.error && !events ? (
              <LoadError
                title="最近动态加载失败"
                error={activity.error}
                onRetry={activity.refresh}
              />
            ) : events?.length ? (
              <>
                {/* A plain list: antd's List brings its pagination and Select (~35 KB gzipped). */}
                <ul className={styles.feed}>
                  {events.map((event) => {
                    const to = activityLink(event);
                    const title = activityTitle(event);
                    return (
                      <li key={event.key} className={styles.feedItem}>
                        <span className={styles.action}>{activityAction(event)}</span>
                        <span className={styles.activityTitle}>
                          {to ? <Link to={to}>{title}</Link> : title}
                          {event.reason && (
                            <span className={styles.reason} title={event.reason}>
                              原因：{event.reason}
                            </span>
                          )}
                        </span>
                        <time className={styles.time} dateTime={event.at}>
                          {formatDateTime(event.at)}
                        </time>
                      </li>
                    );
                  })}
                </ul>
                {activity.data?.hasMore && activitySize < ACTIVITY_SIZES[1] && (
                  <Button
                    type="link"
                    className={styles.more}
                    loading={activity.loading}
                    onClick={() => setActivitySize(ACTIVITY_SIZES[1])}
                  >
                    查看更多
                  </Button>
                )}
              </>
            ) : (
              <Empty description="还没有动态：发布、留言或收藏后会显示在这里">
                <LinkButton to="/gxq/operations/apply/sell" type="primary">
                  去发布
                </LinkButton>
              </Empty>
            )}
          </ProCard>
        </>
      )}
    </ShellPage>
  );
}
