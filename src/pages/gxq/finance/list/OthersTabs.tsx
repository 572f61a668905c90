import { Link } from '@umijs/max';
import { Tag } from 'antd';
import DataTable, { type DataColumn } from '@/components/DataTable';
import type { ReactNode } from 'react';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import ScrollRegion from '@/components/ScrollRegion';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import usePagedList from '@/hooks/usePagedList';
import { findInstitutions, findPledgeFinancing } from '@/services/website';
import { formatWan, months, percent, pledgeSummary } from '@/utils/format';
import {
  FINANCE_SCHEMA,
  institutionQuery,
  pledgeQuery,
  INSTITUTION_TYPES,
  PLEDGE_TYPES,
  type FinanceListState,
  type FinanceTabProps,
} from './financeState';
import styles from '@/components/ListPage/index.less';

interface TypeTabProps<T> extends FinanceTabProps {
  load: (state: FinanceListState) => Promise<API.Page<T>>;
  /** The tab's one filter: a type, chosen from a fixed list. */
  filter: { field: 'type' | 'pledgeType'; types: readonly string[]; all: string; label: string };
  errorTitle: string;
  /** What a result is called, e.g. `家金融机构`. */
  unit: string;
  emptyText: string;
  children: (items: T[], loading: boolean) => ReactNode;
}

/** A tab with one type filter beside the sort, and its paged results. */
function TypeTab<T>({ listState, sortControl, load, filter, ...view }: TypeTabProps<T>) {
  const { state, update } = listState;
  const list = usePagedList(() => load(state), listState);
  const ignored = useIgnoredParams(FINANCE_SCHEMA, { [filter.field]: filter.label });
  return (
    <>
      <FilterDrawer
        className={styles.filters}
        count={state[filter.field] ? 1 : 0}
        onClear={() => update({ [filter.field]: '' } as Partial<FinanceListState>)}
        extra={sortControl}
      >
        <NativeSelect
          value={state[filter.field]}
          onChange={(value) => update({ [filter.field]: value } as Partial<FinanceListState>)}
          options={[
            { value: '', label: filter.all },
            ...filter.types.map((type) => ({ value: type, label: type })),
          ]}
          aria-label={filter.label}
        />
      </FilterDrawer>
      <PagedResults
        {...list}
        notice={ignored}
        errorTitle={view.errorTitle}
        count={(total) => (
          <>
            共 <strong>{total}</strong> {view.unit}
          </>
        )}
        emptyText={view.emptyText}
      >
        {(items) => view.children(items, list.loading)}
      </PagedResults>
    </>
  );
}

export function InstitutionsTab(props: FinanceTabProps) {
  return (
    <TypeTab<API.FinancialInstitution>
      {...props}
      load={(state) => findInstitutions(institutionQuery(state, DEFAULT_PAGE_SIZE))}
      filter={{ field: 'type', types: INSTITUTION_TYPES, all: '全部机构类型', label: '机构类型' }}
      errorTitle="金融机构加载失败"
      unit="家金融机构"
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
                {institution.productCount} 款产品 · {pledgeSummary(institution)}
              </span>
            </Link>
          ))}
        </div>
      )}
    </TypeTab>
  );
}

const PLEDGE_COLUMNS: DataColumn<API.PledgeFinancing>[] = [
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

export function PledgesTab(props: FinanceTabProps) {
  return (
    <TypeTab<API.PledgeFinancing>
      {...props}
      load={(state) => findPledgeFinancing(pledgeQuery(state, DEFAULT_PAGE_SIZE))}
      filter={{ field: 'pledgeType', types: PLEDGE_TYPES, all: '全部质押类型', label: '质押类型' }}
      errorTitle="质押融资信息加载失败"
      unit="笔质押融资登记"
      emptyText="没有符合条件的质押融资信息"
    >
      {(items, loading) => (
        <ScrollRegion label="质押融资登记表">
          <DataTable<API.PledgeFinancing>
            rowKey="id"
            loading={loading}
            dataSource={items}
            minWidth={860}
            columns={PLEDGE_COLUMNS}
          />
        </ScrollRegion>
      )}
    </TypeTab>
  );
}
