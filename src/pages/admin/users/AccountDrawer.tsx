import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { Link } from '@umijs/max';
import { Badge, Descriptions, Drawer, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import InlineLoadError from '@/components/InlineLoadError';
import { VERIFICATION_STATUS_LABELS } from '@/contract/verification';
import { isNotFound } from '@/utils/requestErrors';
import { getAccountDetail } from '@/services/users';
import { MESSAGE_STATUS_LABELS } from '@/utils/messageTarget';
import AccountActions from './AccountActions';
import { ACCOUNT_KIND_LABELS, ACCOUNT_STATUS_LABELS, when } from './labels';
import styles from './index.less';

/** The admin list filtered to what this account did, as far as that list can filter. */
const listingsLink = (account: string, kind: 'sell' | 'buy') =>
  `/admin/listings?${new URLSearchParams({ status: 'all', kind, keyword: account })}`;
const messagesLink = (account: string) =>
  `/admin/messages?${new URLSearchParams({ keyword: account })}`;

/** A section's heading, then its count as a link of its own (not a link inside a line of text). */

/** The latest few of an account's items: a line each, its status at the end. */
function LatestList({ rows }: { rows: { key: string; text: ReactNode; status: ReactNode }[] }) {
  return (
    <ul className={styles.latest}>
      {rows.map((row) => (
        <li key={row.key}>
          <Typography.Text ellipsis className={styles.itemTitle}>
            {row.text}
          </Typography.Text>
          <Tag>{row.status}</Tag>
        </li>
      ))}
    </ul>
  );
}

function BlockHead({
  title,
  link,
  count,
  note,
}: {
  title: string;
  link: string;
  count: number;
  note?: string;
}) {
  return (
    <div className={styles.blockHead}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <Link to={link} className={styles.countLink} aria-label={`${title}共 ${count} 条，查看全部`}>
        {count} 条
      </Link>
      {note && <Typography.Text type="secondary">（{note}）</Typography.Text>}
    </div>
  );
}

function ItemsBlock({
  title,
  items,
  link,
}: {
  title: string;
  items: API.AccountItems;
  link: string;
}) {
  return (
    <section className={styles.block} aria-label={title}>
      <BlockHead title={title} link={link} count={items.total} />
      {items.latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有${title}`} />
      ) : (
        <LatestList
          rows={items.latest.map((item) => ({
            key: item.id,
            text: item.title,
            status: LISTING_STATUS_LABELS[item.status],
          }))}
        />
      )}
    </section>
  );
}

/**
 * One account's details beside the list: the profile, its state and who changed it, its
 * verification, and what it published and sent (each count opens the admin list filtered to it).
 * The same actions as the row, so a decision can be made after reading.
 */
export default function AccountDrawer({
  account,
  onClose,
  onChanged,
}: {
  account: string;
  onClose: () => void;
  /** After an action: the list behind reloads too. */
  onChanged: () => void;
}) {
  const [detail, setDetail] = useState<API.AdminAccountDetail>();
  const [error, setError] = useState<unknown>();
  const [missing, setMissing] = useState(false);

  const load = useCallback(async () => {
    setError(undefined);
    try {
      setDetail(await getAccountDetail(account));
      setMissing(false);
    } catch (failure) {
      // NOT_FOUND is silent at the request layer: the drawer says it in place.
      if (isNotFound(failure)) setMissing(true);
      else setError(failure);
    }
  }, [account]);

  useEffect(() => {
    setDetail(undefined);
    load();
  }, [load]);

  const title = detail ? `${detail.name}（${detail.account}）` : account;

  return (
    <Drawer open title={`用户详情：${title}`} size={640} onClose={onClose} destroyOnHidden>
      {error !== undefined ? (
        <InlineLoadError what="用户详情" error={error} onRetry={load} />
      ) : missing ? (
        <Empty description="未找到该账号，它可能已被删除" />
      ) : !detail ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <div className={styles.drawerActions}>
            <AccountActions
              account={detail}
              onDone={() => {
                load();
                onChanged();
              }}
            />
            {/* Said in words too: a disabled button's tooltip needs a mouse. */}
            {detail.protectedReason && (
              <Typography.Text type="secondary">{detail.protectedReason}</Typography.Text>
            )}
          </div>
          <Descriptions column={1} bordered size="small" className={styles.facts}>
            <Descriptions.Item label="账号">{detail.account}</Descriptions.Item>
            <Descriptions.Item label="昵称">{detail.name}</Descriptions.Item>
            <Descriptions.Item label="类型">
              {ACCOUNT_KIND_LABELS[detail.kind]}
              {detail.self && <Tag className={styles.selfTag}>当前登录</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <Badge
                status={detail.status === 'active' ? 'success' : 'error'}
                text={ACCOUNT_STATUS_LABELS[detail.status]}
              />
              {detail.status === 'disabled' && (
                <Typography.Paragraph type="secondary" className={styles.disabledNote}>
                  {detail.disabledBy ?? '—'} 于 {when(detail.disabledAt)} 停用，原因：
                  {detail.disabledReason ?? '—'}
                </Typography.Paragraph>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="手机">{detail.mobile ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{detail.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{when(detail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="企业认证">
              {detail.verification ? (
                <span>
                  {VERIFICATION_STATUS_LABELS[detail.verification.status]} ·{' '}
                  {detail.verification.companyName}
                  {detail.verification.status === 'pending' && (
                    <>
                      {' '}
                      <Link to="/admin/verifications">去审核</Link>
                    </>
                  )}
                  {detail.verification.reason && (
                    <Typography.Text type="secondary">
                      （原因：{detail.verification.reason}）
                    </Typography.Text>
                  )}
                </span>
              ) : (
                '未申请'
              )}
            </Descriptions.Item>
          </Descriptions>
          <ItemsBlock
            title="发布的专利"
            items={detail.listings}
            link={listingsLink(detail.account, 'sell')}
          />
          <ItemsBlock
            title="发布的需求"
            items={detail.demands}
            link={listingsLink(detail.account, 'buy')}
          />
          <section className={styles.block} aria-label="留言与咨询">
            <BlockHead
              title="留言与咨询"
              link={messagesLink(detail.account)}
              count={detail.messages.total}
              note={detail.messages.pending > 0 ? `待回复 ${detail.messages.pending}` : undefined}
            />
            {detail.messages.latest.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有留言" />
            ) : (
              <LatestList
                rows={detail.messages.latest.map((message) => ({
                  key: message.id,
                  text: `${message.targetTitle ?? '在线留言'} · ${when(message.createdAt)}`,
                  status: MESSAGE_STATUS_LABELS[message.status],
                }))}
              />
            )}
          </section>
        </>
      )}
    </Drawer>
  );
}
