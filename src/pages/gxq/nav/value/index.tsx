import { Link, useModel } from '@umijs/max';
import { Button, Tag } from 'antd';
import DataTable from '@/components/DataTable';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import PageBanner from '@/components/PageBanner';
import ScrollRegion from '@/components/ScrollRegion';
import SearchBar from '@/components/SearchBar';
import { DEFAULT_PAGE_SIZE, LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import useListState from '@/hooks/useListState';
import useMediaQuery, { PHONE_QUERY } from '@/hooks/useMediaQuery';
import usePagedList from '@/hooks/usePagedList';
import { findPatentValues } from '@/services/data';
import { dictLabel } from '@/utils/dictionaries';
import { formatCount } from '@/utils/format';
import styles from '@/components/ListPage/index.less';
import own from './index.less';
import {
  CLEARED_VALUE_FILTERS,
  SCORE_BANDS,
  toValueQuery,
  VALUE_SCHEMA,
  VALUE_SORTS,
  type ValueSortKey,
} from './valueState';

const GRADE_COLORS: Record<string, string> = { A: 'green', B: 'blue', C: 'gold', D: 'default' };

const TYPE_OPTIONS = [
  { value: '' as const, label: '全部类型' },
  ...(Object.entries(PATENT_TYPE_LABELS) as [API.PatentType, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];
const SORT_OPTIONS = Object.entries(VALUE_SORTS).map(([value, sort]) => ({
  value: value as ValueSortKey,
  label: sort.label,
}));

export default function PatentValueListPage() {
  const listState = useListState(VALUE_SCHEMA);
  const { state, update, search } = listState;
  const { dicts, known } = useModel('dict');
  // A phone shows the name, the score and the grade — the point of the list — before the table
  // scrolls sideways to the rest: narrower columns there, the score as its figure alone.
  const phone = useMediaQuery(PHONE_QUERY);
  const ignored = useIgnoredParams(
    VALUE_SCHEMA,
    { band: '评分区间', type: '专利类型', field: '技术领域', sort: '排序' },
    { field: known('technicalFields') },
  );
  const list = usePagedList(
    () => findPatentValues(toValueQuery(state, DEFAULT_PAGE_SIZE)),
    listState,
  );
  const filtered = Boolean(state.keyword || state.band || state.type || state.field);

  return (
    <>
      <PageBanner
        title="专利价值评估"
        description="依据 GB/T 42748-2023《专利评估指引》，从法律、技术、经济三个维度为每件专利给出 0-100 分的价值评分与等级。"
      />
      <div className={styles.body}>
        <SearchBar
          {...search}
          placeholder="专利名称、申请人或申请号"
          aria-label="关键词"
          className={styles.search}
        />
        <FilterDrawer
          className={styles.filters}
          count={[state.band, state.type, state.field].filter(Boolean).length}
          onClear={() => update({ band: '', type: '', field: '' })}
          extra={
            <NativeSelect
              value={state.sort}
              onChange={(sort) => update({ sort })}
              options={SORT_OPTIONS}
              aria-label="排序"
            />
          }
        >
          <NativeSelect
            value={state.band}
            onChange={(band) => update({ band })}
            options={[{ value: '', label: '全部等级' }, ...SCORE_BANDS]}
            aria-label="评分区间"
          />
          <NativeSelect
            value={state.type}
            onChange={(type) => update({ type })}
            options={TYPE_OPTIONS}
            aria-label="专利类型"
          />
          <NativeSelect
            value={state.field}
            onChange={(field) => update({ field })}
            options={[{ value: '', label: '全部技术领域' }, ...dicts.technicalFields]}
            aria-label="技术领域"
          />
        </FilterDrawer>
        <PagedResults
          notice={ignored}
          {...list}
          errorTitle="评估列表加载失败"
          count={(total) => (
            <>
              共 <strong>{formatCount(total)}</strong> 件专利
            </>
          )}
          emptyText={filtered ? '没有符合条件的专利，请调整筛选条件' : '暂无专利价值评估'}
          emptyAction={
            filtered && (
              <Button type="primary" onClick={() => update(CLEARED_VALUE_FILTERS)}>
                清除筛选
              </Button>
            )
          }
        >
          {(items) => (
            <ScrollRegion label="专利价值评估列表">
              <DataTable<API.PatentValueRow>
                rowKey="id"
                loading={list.loading}
                dataSource={items}
                minWidth={phone ? 700 : 780}
                columns={[
                  {
                    title: '专利名称',
                    dataIndex: 'title',
                    render: (title: string, row) => (
                      <Link to={`/gxq/nav/value/result?id=${encodeURIComponent(row.id)}`}>
                        {title}
                      </Link>
                    ),
                  },
                  {
                    title: '价值评分',
                    dataIndex: 'score',
                    width: phone ? 64 : 120,
                    render: (score: number) => (
                      <span className={own.score}>
                        {!phone && (
                          <span className={own.track} aria-hidden>
                            <span style={{ width: `${Math.min(100, Math.max(0, score))}%` }} />
                          </span>
                        )}
                        {score.toFixed(1)}
                      </span>
                    ),
                  },
                  {
                    title: '等级',
                    dataIndex: 'grade',
                    width: phone ? 56 : 60,
                    render: (grade: string) => <Tag color={GRADE_COLORS[grade]}>{grade}</Tag>,
                  },
                  { title: '申请号', dataIndex: 'applicationNumber', width: 150 },
                  {
                    title: '类型',
                    dataIndex: 'type',
                    width: phone ? 80 : 90,
                    render: (type: API.PatentType) => PATENT_TYPE_LABELS[type],
                  },
                  {
                    title: '法律状态',
                    dataIndex: 'legalStatus',
                    width: phone ? 80 : 90,
                    render: (status: API.LegalStatus) => LEGAL_STATUS_LABELS[status],
                  },
                  {
                    title: '技术领域',
                    dataIndex: 'field',
                    width: phone ? 110 : 120,
                    render: (field?: string) =>
                      field ? dictLabel(dicts.technicalFields, field) : '—',
                  },
                ]}
              />
            </ScrollRegion>
          )}
        </PagedResults>
      </div>
    </>
  );
}
