import {
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, Navigate, useModel, useParams } from '@umijs/max';
import { Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import FavoriteButton from '@/components/FavoriteButton';
import LeaveMessageModal from '@/components/LeaveMessageModal/Lazy';
import { useLeaveMessage } from '@/components/LeaveMessageModal/reopen';
import RecordError from '@/components/RecordError';
import {
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  PORTAL_LOGIN_PATH,
  TRANSACTION_TYPE_LABELS,
} from '@/constants';
import usePageData from '@/hooks/usePageData';
import { getIpcTransaction } from '@/services/website';
import { dictLabel } from '@/utils/dictionaries';
import { patentNumberLabel } from '@/utils/patentNumberLabel';
import { appLocation } from '@/utils/navigation';
import { buildLoginUrl } from '@/utils/session';
import styles from '@/components/DetailPage/index.less';
import ListingCard from '@/components/ListingCard';
import { priceText } from '@/utils/tradeAmount';
import useItemTitle from '@/hooks/useItemTitle';
import { tradePath } from '@/utils/tradePath';
import { DemandMatches, ListingMatches } from './TradeMatches';
import { dealSentence } from '@/utils/deal';
import { rightsStatement } from './rightsStatement';

// Administrators only: the review bar (and its dialogs) loads for them alone.
const AdminReview = lazy(
  () => import(/* webpackChunkName: "portal-admin-review" */ './AdminReview'),
);
import { quotedId } from '@/utils/format';

/**
 * The page of a listing (/gxq/operations/sell/{id}) or a buy demand (/gxq/operations/buy/{id}):
 * the item, who published it, related items and what it matches. An id of the other kind goes
 * to its own page, so links that only know the id still land right.
 */
export default function TradeDetail({ kind }: { kind: API.TransactionKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const { dicts } = useModel('dict');
  const { initialState } = useModel('@@initialState');
  const consult = useLeaveMessage('listing');
  const {
    data: item,
    loading,
    error,
    refresh,
  } = usePageData(() => getIpcTransaction(id), {
    // The contact is masked for visitors: read again when the user signs in or out.
    refreshDeps: [id, initialState?.currentUser?.account],
  });
  useItemTitle(item?.title);

  if (error)
    return (
      <RecordError
        error={error}
        title="交易信息加载失败"
        onRetry={refresh}
        notFound={{
          title: '未找到该交易信息',
          description: `编号为${quotedId(id)}的${kind === 'sell' ? '出让信息' : '需求'}不存在，可能已成交或下架。`,
          to: '/gxq/operations/list',
          linkText: '去交易大厅看看',
        }}
      />
    );
  if (loading && !item)
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  if (!item) return null;
  if (item.kind !== kind) return <Navigate to={tradePath(item)} replace />;

  const sell = item.kind === 'sell';
  const live = (item.status ?? 'published') === 'published';
  const rights = rightsStatement(item);
  const number = patentNumberLabel(item);
  const closed =
    item.status === 'dealt' || item.status === 'withdrawn' || item.status === 'takenDown';
  const account = initialState?.currentUser?.account;
  // `owner` comes only to its owner and administrators: one's own item is not consulted on.
  const own = Boolean(account) && item.owner === account;
  const admin = initialState?.currentUser?.userType === 'admin';
  const myPage = sell ? '/account/listings' : '/account/demands';
  // Only the owner and administrators can open an item in review; the backend answers not-found
  // to everyone else.
  const notice =
    item.status === 'pending' ? (
      <>
        该信息正在等待平台审核，审核通过后在交易大厅展示；目前仅发布者和平台管理员可见。{' '}
        <Link to={`${myPage}?status=pending`}>查看审核进度</Link>
      </>
    ) : item.status === 'rejected' ? (
      <>
        该信息未通过平台审核{item.statusReason ? `（原因：${item.statusReason}）` : ''}
        ，修改后可重新提交。{' '}
        <Link to={`${myPage}?status=rejected`}>前往{sell ? '我的发布' : '我的需求'}</Link>
      </>
    ) : item.status === 'dealt' ? (
      <>
        {dealSentence(item)}交易大厅不再展示，不再接受咨询。{' '}
        <Link to="/gxq/operations/deals">查看成交公示</Link>
      </>
    ) : item.status === 'takenDown' ? (
      '该信息已被平台下架，交易大厅不再展示，暂不接受咨询。'
    ) : (
      '该信息已由发布者下架，交易大厅不再展示，暂不接受咨询。'
    );
  return (
    <div className={styles.page}>
      {!live && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {admin && item.status === 'pending' && (
        <Suspense fallback={null}>
          <AdminReview item={item} onDone={refresh} />
        </Suspense>
      )}
      <header className={styles.header}>
        <div>
          <h1>{item.title}</h1>
          <div className={styles.meta}>
            <Tag color={sell ? 'blue' : 'purple'}>{sell ? '专利出让' : '求购需求'}</Tag>
            <Tag>{TRANSACTION_TYPE_LABELS[item.transactionType]}</Tag>
            {item.authorized && <Tag color="orange">代理/授权出让</Tag>}
            {item.status === 'dealt' && <Tag color="green">{sell ? '已成交' : '已解决'}</Tag>}
            <span>发布于 {item.publishDate}</span>
            <span>浏览 {item.views}</span>
            <span>咨询 {item.inquiries}</span>
          </div>
        </div>
        <div className={styles.headerAside}>
          <strong className={styles.price}>{priceText(item)}</strong>
          <div className={styles.headerActions}>
            <FavoriteButton targetType="listing" targetId={item.id} title={item.title} />
            {own ? (
              <Link
                className={styles.ownLink}
                to={`/account/messages?box=received&item=${encodeURIComponent(item.id)}`}
              >
                这是您发布的信息 · 查看收到的咨询
              </Link>
            ) : (
              live && (
                <Button type="primary" icon={<MessageOutlined />} onClick={consult.show}>
                  我要咨询
                </Button>
              )
            )}
          </div>
        </div>
      </header>
      <section className={styles.card}>
        <h2>{sell ? '专利信息' : '需求信息'}</h2>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          {number && (
            <Descriptions.Item label={number.label}>
              {item.patentId ? (
                <Link to={`/gxq/patent/detail?id=${encodeURIComponent(item.patentId)}`}>
                  {number.number}（查看专利详情）
                </Link>
              ) : (
                number.number
              )}
            </Descriptions.Item>
          )}
          {item.patentType && (
            <Descriptions.Item label="专利类型">
              {PATENT_TYPE_LABELS[item.patentType]}
            </Descriptions.Item>
          )}
          {item.legalStatus && (
            <Descriptions.Item label="法律状态">
              {LEGAL_STATUS_LABELS[item.legalStatus]}
            </Descriptions.Item>
          )}
          {item.ipcMain && <Descriptions.Item label="主分类号">{item.ipcMain}</Descriptions.Item>}
          <Descriptions.Item label="技术领域">
            {dictLabel(dicts.technicalFields, item.field)}
          </Descriptions.Item>
          {item.category && (
            <Descriptions.Item label="交易类别">
              {dictLabel(dicts.tradeCategory, item.category)}
            </Descriptions.Item>
          )}
          {item.keywords?.length ? (
            <Descriptions.Item label="关键词">{item.keywords.join('、')}</Descriptions.Item>
          ) : null}
          {item.deadline && <Descriptions.Item label="需求截止">{item.deadline}</Descriptions.Item>}
        </Descriptions>
        <p className={styles.text}>{item.description}</p>
      </section>
      <section className={styles.card}>
        <h2>{sell ? '出让方' : '需求方'}</h2>
        <p>
          <UserOutlined /> {item.seller}{' '}
          {item.sellerVerified && <Tag icon={<SafetyCertificateOutlined />}>已认证企业</Tag>}·
          联系人 {item.contactName}
        </p>
        {rights && (
          <p>
            <Tag color={rights.color}>{rights.tag}</Tag>
            {rights.text}
          </p>
        )}
        {item.contactHidden && !live ? (
          // Off the hall the backend gives the contact to its owner and administrators only.
          <p>
            <LockOutlined /> 该信息已不再接受咨询，联系方式不再公开
          </p>
        ) : item.contactHidden ? (
          <p>
            <LockOutlined /> 联系电话 {item.contactPhone}{' '}
            <Link to={buildLoginUrl(PORTAL_LOGIN_PATH, appLocation())}>登录后查看完整联系方式</Link>
          </p>
        ) : (
          <p>
            <PhoneOutlined /> 联系电话 <a href={`tel:${item.contactPhone}`}>{item.contactPhone}</a>
          </p>
        )}
      </section>
      {/* What meets the item comes right after it — not once it is concluded or taken off the
          hall, when it takes no consultations; similar items of the same kind below. */}
      {!closed && (sell ? <ListingMatches id={item.id} /> : <DemandMatches id={item.id} />)}
      <section className={styles.card}>
        <h2>相关{sell ? '挂牌' : '需求'}</h2>
        {item.related.length === 0 ? (
          <Empty description="暂无相关信息" />
        ) : (
          <div className={styles.pairs}>
            {item.related.map((related) => (
              <ListingCard key={related.id} item={related} fields={dicts.technicalFields} />
            ))}
          </div>
        )}
      </section>
      <LeaveMessageModal
        open={consult.open}
        onClose={consult.hide}
        targetType="listing"
        targetId={item.id}
        targetTitle={item.title}
        purpose="consult"
        defaultContent={`您好，我对“${item.title}”感兴趣，希望进一步了解交易条件。`}
      />
    </div>
  );
}
