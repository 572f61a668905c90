import { Link } from '@umijs/max';
import { Table, Tag } from 'antd';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePagedList from '@/hooks/usePagedList';
import { findInstitutions, findPledgeFinancing } from '@/services/website';
import { formatWan, months, percent } from '@/utils/format';
import {
  financeQuery,
  INSTITUTION_TYPES,
  PLEDGE_TYPES,
  type FinanceTabProps,
} from './financeState';
import styles from '@/components/ListPage/index.less';

const typeOptions = (types: readonly string[], all: string) => [
  { value: '', label: all },
  ...types.map((type) => ({ value: type, label: type })),
];

export function InstitutionsTab({ state, stateKey, update, sortControl }: FinanceTabProps) {
  const list = usePagedList(() => findInstitutions(financeQuery(state, DEFAULT_PAGE_SIZE)), {
    state,
    update,
    key: stateKey,
  });
  return (
    <>
      <div className={styles.filters}>
        <NativeSelect
          value={state.type}
          onChange={(type) => update({ type })}
          options={typeOptions(INSTITUTION_TYPES, '全部机构类型')}
          aria-label="机构类型"
        />
        {sortControl}
      </div>
      <PagedResults
        {...list}
        errorTitle="金融机构加载失败"
        count={(total) => (
          <>
            共 <strong>{total}</strong> 家金融机构
          </>
        )}
        emptyText="没有符合条件的金融机构"
      >
        {(items) => (
          <div className={styles.grid}>
            {items.map((institution) => (
              <Link
                key={institution.id}
                to={`/gxq/finance/agency/${encodeURIComponent(institution.id)}`}
                className={styles.institution}
              >
                <strong>{institution.name}</strong>
                <span>
                  <Tag>{institution.type}</Tag>
                  {institution.region}
                </span>
                <span className={styles.muted}>
                  {institution.productCount} 款产品 · 累计知识产权融资{' '}
                  {formatWan(institution.totalFinancing)}元
                </span>
              </Link>
            ))}
          </div>
        )}
      </PagedResults>
    </>
  );
}

const PLEDGE_COLUMNS = [
  { title: '融资企业', dataIndex: 'enterpriseName' },
  {
    title: '金融机构',
    dataIndex: 'institutionName',
    render: (name: string, row: API.PledgeFinancing) => (
      <Link to={`/gxq/finance/agency/${encodeURIComponent(row.institutionId)}`}>{name}</Link>
    ),
  },
  { title: '质押类型', dataIndex: 'pledgeType', width: 100 },
  {
    title: '融资金额',
    dataIndex: 'amount',
    width: 110,
    render: (amount: number) => `${formatWan(amount)}元`,
  },
  { title: '期限', dataIndex: 'termMonths', width: 80, render: months },
  { title: '年利率', dataIndex: 'rate', width: 90, render: percent },
  { title: '登记日期', dataIndex: 'registrationDate', width: 120 },
];

export function PledgesTab({ state, stateKey, update, sortControl }: FinanceTabProps) {
  const list = usePagedList(() => findPledgeFinancing(financeQuery(state, DEFAULT_PAGE_SIZE)), {
    state,
    update,
    key: stateKey,
  });
  return (
    <>
      <div className={styles.filters}>
        <NativeSelect
          value={state.pledgeType}
          onChange={(pledgeType) => update({ pledgeType })}
          options={typeOptions(PLEDGE_TYPES, '全部质押类型')}
          aria-label="质押类型"
        />
        {sortControl}
      </div>
      <PagedResults
        {...list}
        errorTitle="质押融资信息加载失败"
        count={(total) => (
          <>
            共 <strong>{total}</strong> 笔质押融资登记
          </>
        )}
        emptyText="没有符合条件的质押融资信息"
      >
        {(items) => (
          <Table<API.PledgeFinancing>
            rowKey="id"
            loading={list.loading}
            dataSource={items}
            pagination={false}
            scroll={{ x: 860 }}
            columns={PLEDGE_COLUMNS}
          />
        )}
      </PagedResults>
    </>
  );
}
