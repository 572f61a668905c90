import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { dictLabel } from '@/utils/dictionaries';
import { formatWan, months, percent, rangeText } from '@/utils/format';
import styles from './index.less';
import { showsOnlinePledge } from '@/utils/productBadges';

/** A financial product in a list: the figures a borrower compares first. */
export default function ProductCard({
  product,
  categories,
}: {
  product: API.FinancialProduct;
  categories: API.DictItem[];
}) {
  return (
    <Link to={`/gxq/finance/product/${encodeURIComponent(product.id)}`} className={styles.card}>
      <div className={styles.head}>
        <strong>{product.name}</strong>
        <Tag color="blue">{dictLabel(categories, product.category)}</Tag>
      </div>
      <div className={styles.institution}>{product.institutionName}</div>
      <dl className={styles.figures}>
        <div>
          <dt>贷款额度</dt>
          <dd>{rangeText(product.amountMin, product.amountMax, formatWan)}</dd>
        </div>
        <div>
          <dt>年化利率</dt>
          <dd>{rangeText(product.rateMin, product.rateMax, percent)}</dd>
        </div>
        <div>
          <dt>贷款期限</dt>
          <dd>{rangeText(product.termMonthsMin, product.termMonthsMax, months)}</dd>
        </div>
      </dl>
      <div className={styles.tags}>
        <span>{product.guarantee}</span>
        {product.governmentSubsidy && <Tag color="green">政府贴息</Tag>}
        {showsOnlinePledge(product) && <Tag color="geekblue">线上质押登记</Tag>}
      </div>
    </Link>
  );
}
