import { tradePath } from '@/utils/tradePath';
import { EyeOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS, TRANSACTION_TYPE_LABELS } from '@/constants';
import { dictLabel } from '@/utils/dictionaries';
import { priceText } from '@/utils/tradeAmount';
import useSnippetChars from '@/hooks/useSnippetChars';
import { snippet } from '@/utils/snippet';
import { patentNumberText } from '@/utils/patentNumberLabel';
import styles from './index.less';

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
  const number = patentNumberText(item);
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
        {number && <span>{number}</span>}
        {item.deadline && <span>截止 {item.deadline}</span>}
      </div>
      <p className={styles.description}>
        {snippet(item.description, chars, [item.title, item.applicationNumber])}
      </p>
      {/* Seller and figures each whole: the line wraps between them, a long name ends in an ellipsis. */}
      <div className={styles.foot}>
        <span className={styles.seller}>
          <span className={styles.sellerName} title={item.seller}>
            {item.seller}
          </span>
          {item.sellerVerified && (
            <span className={styles.verified} title="发布方已通过平台企业认证">
              <SafetyCertificateOutlined /> 已认证
            </span>
          )}
        </span>
        <span className={styles.figures}>
          {item.publishDate} · <EyeOutlined /> {item.views} · <MessageOutlined /> {item.inquiries}
        </span>
      </div>
    </Link>
  );
}
