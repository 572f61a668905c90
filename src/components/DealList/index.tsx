import { Link } from '@umijs/max';
import { TRANSACTION_TYPE_LABELS } from '@/constants';
import { counterpartLabel } from '@/contract/tradeDeal';
import { counterpartText } from '@/utils/deal';
import { formatWan } from '@/utils/format';
import { tradePath } from '@/utils/tradePath';
import styles from './index.less';

/**
 * Concluded items as 成交公示 lists them: the day, the item, both parties and the price, each
 * as far as the owner disclosed it; the counterpart with who named it.
 */
export default function DealList({ items }: { items: API.IpcTransaction[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => {
        const sell = item.kind === 'sell';
        return (
          <li key={item.id} className={styles.deal}>
            <time dateTime={item.deal?.date} className={styles.date}>
              {item.deal?.date}
            </time>
            <div className={styles.body}>
              <Link to={tradePath(item)} className={styles.title}>
                {item.title}
              </Link>
              <div className={styles.meta}>
                <span className={sell ? styles.sell : styles.buy}>
                  {sell ? '专利成交' : '需求解决'}
                </span>
                <span>{TRANSACTION_TYPE_LABELS[item.transactionType]}</span>
                <span>
                  {sell ? '出让方' : '需求方'}：{item.seller}
                </span>
                <span>{counterpartText(item) ?? `${counterpartLabel(item.kind)}：未公开`}</span>
              </div>
            </div>
            <strong className={styles.price}>
              {item.deal?.price !== undefined ? `${formatWan(item.deal.price)}元` : '价格未公开'}
            </strong>
          </li>
        );
      })}
    </ol>
  );
}
