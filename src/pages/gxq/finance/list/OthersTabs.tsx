import { Link } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Table, Tag } from 'antd';
import PagedResults from '@/components/ListPage/PagedResults';
import LoadError from '@/components/LoadError';
import NativeSelect from '@/components/NativeSelect';
import Pager from '@/components/Pager';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { findInstitutions, findPledgeFinancing } from '@/services/website';
import { formatWan, months, percent } from '../components/format';
import { INSTITUTION_TYPES, PLEDGE_TYPES, SORTS, type FinanceListState } from './financeState';
import styles from '@/components/ListPage/index.less';

interface TabProps {
  state: FinanceListState;
  update: (patch: Partial<FinanceListState>) => void;
  sortControl: React.ReactNode;
}

const pageQuery = (state: FinanceListState, queryData: Record<string, unknown>) => ({
  page: state.page - 1,
  size: DEFAULT_PAGE_SIZE,
  sort: SORTS[state.tab][state.sort]?.api,
  keyword: state.keyword || undefined,
  queryData,
});

export function InstitutionsTab({ state, update, sortControl }: TabProps) {
  const { data, loading, error, refresh } = usePageData(
    () => findInstitutions(pageQuery(state, { type: state.type || undefined })),
    { refreshDeps: [JSON.stringify(state)] },
  );
  const page = data;
  return (
    <>
      <div className={styles.filters}>
        <NativeSelect
          value={state.type}
          onChange={(type) => update({ type })}
          options={[
            { value: '', label: '全部机构类型' },
            ...INSTITUTION_TYPES.map((type) => ({ value: type, label: type })),
          ]}
          aria-label="机构类型"
        />
        {sortControl}
      </div>
      <PagedResults
        errorTitle="金融机构加载失败"
        error={error}
        loading={loading}
        onRetry={refresh}
        page={page}
        current={state.page}
        onPage={(next) => update({ page: next })}
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

export function PledgesTab({ state, update, sortControl }: TabProps) {
  const { data, loading, error, refresh } = usePageData(
    () => findPledgeFinancing(pageQuery(state, { pledgeType: state.pledgeType || undefined })),
    { refreshDeps: [JSON.stringify(state)] },
  );
  const page = data;
  return (
    <>
      <div className={styles.filters}>
        <NativeSelect
          value={state.pledgeType}
          onChange={(pledgeType) => update({ pledgeType })}
          options={[
            { value: '', label: '全部质押类型' },
            ...PLEDGE_TYPES.map((type) => ({ value: type, label: type })),
          ]}
          aria-label="质押类型"
        />
        {sortControl}
      </div>
      {error ? (
        <LoadError title="质押融资信息加载失败" error={error} onRetry={refresh} />
      ) : (
        <Table<API.PledgeFinancing>
          rowKey="id"
          loading={loading}
          dataSource={page?.content ?? []}
          pagination={false}
          scroll={{ x: 860 }}
          locale={{ emptyText: '没有符合条件的质押融资信息' }}
          columns={[
            { title: '融资企业', dataIndex: 'enterpriseName' },
            {
              title: '金融机构',
              dataIndex: 'institutionName',
              render: (name: string, row) => (
                <Link to={`/gxq/finance/agency/${encodeURIComponent(row.institutionId)}`}>
                  {name}
                </Link>
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
          ]}
        />
      )}
      {page && (
        <Pager
          className={styles.pager}
          current={state.page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={page.totalElements}
          onChange={(next) => update({ page: next })}
        />
      )}
    </>
  );
}
