import { Link } from '@umijs/max';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { Alert, Button, Empty, Skeleton } from 'antd';
import classNames from 'classnames';
import { lazy, Suspense, useMemo } from 'react';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import ListTabs from '@/components/ListPage/ListTabs';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import SaveSearchButton from '@/components/SaveSearchButton';
import SearchBar from '@/components/SearchBar';
import type { BizError } from '@/utils/requestErrors';
import { searchPatents } from '@/services/data';
import { parsePatentQuery } from '@/contract/patentQuery/parser';
import { patentSavedParams } from '@/utils/savedSearch';
import QueryError from '../components/QueryError';
import useSearchSubmit from '@/hooks/useSearchSubmit';
import { analysisRequest, RESULT_PAGE_SCHEMA, RESULT_VIEWS } from './analysis/state';
import { ExportButtons, SelectableHit, SelectionBar } from './ExportTools';
import ExpansionBar from './ExpansionBar';
import FacetPanel from './FacetPanel';
import { FamilySwitch, ResultCount } from './FamilyControls';
import HitItem from './HitItem';
import useHitSelection, { EXPORT_LIMIT } from './selection';
import styles from './index.less';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersOf,
  PAGE_SIZES,
  patentSearchRequest,
  SORTS,
  type SortKey,
} from '@/utils/patentResultState';

// 统计分析 and its charts load the first time the view is opened.
const AnalysisView = lazy(
  () => import(/* webpackChunkName: "patent-analysis" */ './analysis/AnalysisView'),
);

const SORT_OPTIONS = Object.entries(SORTS).map(([value, sort]) => ({
  value: value as SortKey,
  label: sort.label,
}));

export default function PatentResultPage() {
  const listState = useListState(RESULT_PAGE_SCHEMA, 'q');
  const { state, update, search } = listState;
  const parsed = useMemo(() => (state.q ? parsePatentQuery(state.q) : null), [state.q]);
  const { submit, problem } = useSearchSubmit();
  const analysis = state.view === 'analysis';

  const filters = filtersOf(state);
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0;
  const request = patentSearchRequest(state);
  // The list reads again when what it shows changes, not when the view does.
  const list = usePagedList(
    () => searchPatents({ ...request, page: state.page - 1, size: state.size }),
    listState,
    { ready: Boolean(parsed?.ok) && !analysis, refreshKey: JSON.stringify({ ...state, view: 0 }) },
  );
  const { page: result, error } = list;
  // Ticks last while the selection does (a new sort or 合并同族 keeps them).
  const selection = useHitSelection(JSON.stringify(analysisRequest(state)));
  const loadAll = async () =>
    (await searchPatents({ ...request, page: 0, size: EXPORT_LIMIT })).content;

  // The backend's own parse error points into the query, like the check before sending does.
  const queryError = error as BizError | undefined;
  const position = queryError?.errorCode === 'BAD_QUERY' ? queryError.data : null;
  let body: React.ReactNode;
  if (!state.q) {
    body = (
      <Empty description="请输入检索词">
        <Link to="/gxq/patent/search">前往检索页</Link>
      </Empty>
    );
  } else if (parsed && !parsed.ok) {
    body = <QueryError query={state.q} {...parsed.error} />;
  } else if (queryError && position) {
    body = (
      <QueryError
        query={state.q}
        message={queryError.message}
        {...(position as { position: number; length: number })}
      />
    );
  } else {
    const found = Boolean(result && result.totalElements > 0);
    // The first page is on its way: lay out the sidebar and a results column taller than the
    // screen now, so the facets and hits take their places without moving what is shown.
    const pending = !result && !error && Boolean(parsed?.ok);
    body = (
      <div className={found || pending ? styles.layout : undefined}>
        {pending && (
          <aside className={classNames(styles.sidebar, styles.pendingSidebar)} aria-hidden>
            <Skeleton active title={false} paragraph={{ rows: 12 }} />
          </aside>
        )}
        {found && result && (
          <FilterDrawer
            count={filterCount}
            onClear={() => update(EMPTY_FILTERS)}
            barClassName={styles.filterBar}
          >
            {(inDrawer) => {
              const facets = (
                <FacetPanel facets={result.facets} filters={filters} onChange={update} />
              );
              return inDrawer ? (
                facets
              ) : (
                <aside className={styles.sidebar}>
                  <div className={styles.sidebarHead}>
                    <span>筛选</span>
                    {filtered && (
                      <Button type="link" size="small" onClick={() => update(EMPTY_FILTERS)}>
                        清除
                      </Button>
                    )}
                  </div>
                  {facets}
                </aside>
              );
            }}
          </FilterDrawer>
        )}
        <section
          className={classNames(styles.results, pending && styles.pending)}
          aria-busy={list.loading}
        >
          {(result || !state.expand) && (
            <ExpansionBar
              expand={state.expand}
              expansions={result?.expansions ?? []}
              without={state.without}
              onChange={update}
            />
          )}
          <PagedResults
            {...list}
            errorTitle="检索失败"
            pageSize={state.size}
            pageSizeOptions={PAGE_SIZES}
            onPage={(page, size) => update(size !== state.size ? { size } : { page })}
            count={(total) => (
              <>
                <ResultCount total={total} result={result} />
                {result && <span className={styles.took}>（用时 {result.tookMs} 毫秒）</span>}
              </>
            )}
            tools={
              <span className={styles.tools}>
                <FamilySwitch family={state.family} onChange={(family) => update({ family })} />
                <NativeSelect<SortKey>
                  value={state.sort}
                  onChange={(sort) => update({ sort })}
                  options={SORT_OPTIONS}
                  aria-label="排序"
                />
                <ExportButtons selection={selection} loadAll={loadAll} />
              </span>
            }
            emptyText={
              <div className={styles.suggestions}>
                <strong>没有找到符合条件的专利</strong>
                <ul>
                  <li>
                    {state.expand
                      ? '检查检索词是否有错别字，或换用同义词并用 OR 连接'
                      : '检查检索词是否有错别字，或点上方的“开启扩展检索”同时检索同义词与英文名称'}
                  </li>
                  <li>减少检索词，或用 * 做前方一致检索（如 电池*）</li>
                  <li>去掉部分筛选条件或放宽日期范围</li>
                </ul>
              </div>
            }
            emptyAction={
              <>
                {filtered && <Button onClick={() => update(EMPTY_FILTERS)}>清除筛选条件</Button>}{' '}
                <Link to="/gxq/patent/search">返回检索页</Link>
              </>
            }
          >
            {(hits) => (
              <>
                <SelectionBar hits={hits} selection={selection} />
                {result && result.totalElements > EXPORT_LIMIT && selection.selected.size === 0 && (
                  <Alert
                    type="info"
                    showIcon
                    title={`导出仅包含当前排序下的前 ${EXPORT_LIMIT} 条记录`}
                    className={styles.note}
                  />
                )}
                {hits.map((hit) => (
                  <SelectableHit key={hit.id} hit={hit} selection={selection}>
                    <HitItem hit={hit} terms={result?.terms ?? []} />
                  </SelectableHit>
                ))}
              </>
            )}
          </PagedResults>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {/* The search box says what was searched; the heading names the page for screen readers. */}
      <h1 className={styles.pageTitle}>{state.q ? `“${state.q}”的检索结果` : '专利检索结果'}</h1>
      <div className={styles.searchBar}>
        <SearchBar
          {...search}
          onSearch={submit}
          buttonText="检索"
          size="large"
          aria-label="检索词"
        />
        <Link to="/gxq/patent/search">高级检索</Link>
        {parsed?.ok && (
          <SaveSearchButton
            search={{ kind: 'patent', params: patentSavedParams(state) }}
            label="保存检索"
          />
        )}
      </div>
      {problem && <QueryError {...problem} />}
      {parsed?.ok && (
        <ListTabs
          tabs={RESULT_VIEWS}
          active={state.view}
          onChange={(view) => update({ view })}
          label="检索结果视图"
        />
      )}
      {parsed?.ok && analysis ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <AnalysisView state={state} onClearFilters={() => update(EMPTY_FILTERS)} />
        </Suspense>
      ) : (
        body
      )}
    </div>
  );
}
