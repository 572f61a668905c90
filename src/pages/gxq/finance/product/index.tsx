import { MessageOutlined } from '@ant-design/icons';
import { Link, useModel, useParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Button, Skeleton, Tag } from 'antd';
import FavoriteButton from '@/components/FavoriteButton';
import LeaveMessageModal from '@/components/LeaveMessageModal/Lazy';
import { useLeaveMessage } from '@/components/LeaveMessageModal/reopen';
import RecordError from '@/components/RecordError';
import { getFinancialProduct } from '@/services/website';
import { dictLabel } from '@/utils/dictionaries';
import { formatWan, months, percent, rangeText, quotedId } from '@/utils/format';
import styles from '@/components/DetailPage/index.less';
import useItemTitle from '@/hooks/useItemTitle';
import { showsOnlinePledge } from '@/utils/productBadges';

export default function FinancialProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { dicts } = useModel('dict');
  const consult = useLeaveMessage('product');
  const {
    data: product,
    loading,
    error,
    refresh,
  } = usePageData(() => getFinancialProduct(id), { refreshDeps: [id] });
  useItemTitle(product?.name);

  if (error)
    return (
      <RecordError
        error={error}
        title="金融产品加载失败"
        onRetry={refresh}
        notFound={{
          title: '未找到该金融产品',
          description: `编号为${quotedId(id)}的金融产品不存在或已下架。`,
          to: '/gxq/finance/list',
          linkText: '查看全部金融产品',
        }}
      />
    );
  if (loading || !product)
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );

  const figures = [
    ['贷款额度', rangeText(product.amountMin, product.amountMax, formatWan) + '元'],
    ['年化利率', rangeText(product.rateMin, product.rateMax, percent)],
    ['贷款期限', rangeText(product.termMonthsMin, product.termMonthsMax, months)],
    ['还款方式', product.repayment],
    ['担保方式', product.guarantee],
  ];
  const lists: [string, string[]][] = [
    ['产品特色', product.features],
    ['适用对象', product.borrowers],
    ['申请材料', product.materials],
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{product.name}</h1>
          <div className={styles.meta}>
            <Tag color="blue">{dictLabel(dicts.financeCategory, product.category)}</Tag>
            {product.governmentSubsidy && <Tag color="green">政府贴息</Tag>}
            {showsOnlinePledge(product) && <Tag color="geekblue">线上质押登记</Tag>}
            <Link to={`/gxq/finance/agency/${encodeURIComponent(product.institutionId)}`}>
              {product.institutionName}
            </Link>
            <span>发布于 {product.publishDate}</span>
            <span>已登记质押 {product.pledgeCount} 笔</span>
            {product.applyCount > 0 && <span>经本平台申请 {product.applyCount} 次</span>}
          </div>
        </div>
        <div className={styles.headerActions}>
          <FavoriteButton
            size="large"
            targetType="product"
            targetId={product.id}
            title={product.name}
          />
          <Button type="primary" size="large" icon={<MessageOutlined />} onClick={consult.show}>
            申请融资
          </Button>
        </div>
      </header>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.columns}>
        {lists.map(([title, items]) => (
          <section key={title} className={styles.card}>
            <h2>{title}</h2>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className={styles.card}>
        <h2>办理流程</h2>
        <ol className={styles.steps}>
          {product.steps.map((step, index) => (
            <li key={step}>
              <span className={styles.stepNo}>{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <LeaveMessageModal
        open={consult.open}
        onClose={consult.hide}
        targetType="product"
        targetId={product.id}
        targetTitle={product.name}
        purpose="financing"
        bounds={product}
        lender={product.institutionName}
      />
    </div>
  );
}
