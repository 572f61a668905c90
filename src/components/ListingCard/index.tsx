import { tradePath } from '@/utils/tradePath';
import { EyeOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS, TRANSACTION_TYPE_LABELS } from '@/constants';
import { dictLabel } from '@/utils/dictionaries';
import { formatWan } from '@/utils/format';
import useSnippetChars from '@/hooks/useSnippetChars';
import { snippet } from '@/utils/snippet';
import styles from './index.less';

export function priceText(item: API.IpcTransaction): string {
  // A concluded item is priced by its deal: what was asked (面议, a budget) is no longer true.
  if (item.status === 'dealt')
    return item.deal?.price === undefined
      ? '成交价未公开'
      : `成交价 ${formatWan(item.deal.price)}元`;
  if (item.kind === 'buy') {
    if (item.budgetMin === undefined && item.budgetMax === undefined) return '预算面议';
    return `预算 ${formatWan(item.budgetMin ?? 0)} - ${formatWan(item.budgetMax ?? 0)}`;
  }
  return item.price === null ? '面议' : `${formatWan(item.price)}元`;
}

/** A listing or a demand in a list. */
export default function ListingCard({
  item,
  fields,
}: {
  item: API.IpcTransaction;
  fields: API.DictItem[];
}) {
  // Three lines of a column of three on the home page, or of a phone's full width.
  const chars = useSnippetChars(60, 46);
  return (
    <Link to={tradePath(item)} className={styles.card}>
      <div className={styles.head}>
        <strong>{item.title}</strong>
        <span className={styles.price}>{priceText(item)}</span>
      </div>
      <div className={styles.tags}>
        <Tag color="blue">{TRANSACTION_TYPE_LABELS[item.transactionType]}</Tag>
        {item.authorized && <Tag color="orange">代理/授权出让</Tag>}
        {item.patentType && <Tag>{PATENT_TYPE_LABELS[item.patentType]}</Tag>}
        {item.legalStatus && <Tag>{LEGAL_STATUS_LABELS[item.legalStatus]}</Tag>}
        <span>{dictLabel(fields, item.field)}</span>
        {item.applicationNumber && <span>专利号 {item.applicationNumber}</span>}
        {item.deadline && <span>截止 {item.deadline}</span>}
      </div>
      <p className={styles.description}>
        {snippet(item.description, chars, [item.title, item.applicationNumber])}
      </p>
      <div className={styles.foot}>
        <span>
          {item.seller}
          {item.sellerVerified && (
            <span className={styles.verified} title="发布方已通过平台企业认证">
              <SafetyCertificateOutlined /> 已认证
            </span>
          )}
        </span>
        <span>
          {item.publishDate} · <EyeOutlined /> {item.views} · <MessageOutlined /> {item.inquiries}
        </span>
      </div>
    </Link>
  );
}
