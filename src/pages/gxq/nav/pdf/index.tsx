import { FilePdfOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Empty } from 'antd';
import classNames from 'classnames';
import { useRef } from 'react';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import PageBanner from '@/components/PageBanner';
import SearchBar from '@/components/SearchBar';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findNavReports } from '@/services/nav';
import { dictLabel } from '@/utils/dictionaries';
import styles from './index.less';
import ReportViewer from './ReportViewer';
import {
  CLEARED_REPORT_FILTERS,
  REPORT_KINDS,
  REPORT_SCHEMA,
  REPORT_YEARS,
  reportQuery,
} from './reportState';

const PAGE_SIZE = 8;
const KIND_OPTIONS = [
  { value: '' as const, label: '全部类型' },
  ...(Object.entries(REPORT_KINDS) as [API.NavReportKind, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];
const YEAR_OPTIONS = [
  { value: '', label: '全部年份' },
  ...REPORT_YEARS.map((year) => ({ value: year, label: `${year} 年` })),
];

/**
 * Brings the report viewer into view when it sits below the list (a phone's single column), where a
 * choice would otherwise change nothing the reader can see. Smooth, unless motion is turned down.
 */
function revealViewer(list: HTMLElement | null, viewer: HTMLElement | null) {
  if (!list || !viewer) return;
  const viewerTop = viewer.getBoundingClientRect().top;
  const stacked = viewerTop >= list.getBoundingClientRect().bottom - 1;
  if (!stacked) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  viewer.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

export default function PatentNavigationPage() {
  const listState = useListState(REPORT_SCHEMA);
  const { state, update, search } = listState;
  const { dicts, known } = useModel('dict');
  const ignored = useIgnoredParams(
    REPORT_SCHEMA,
    { kind: '报告类型', field: '技术领域', year: '发布年份' },
    { field: known('technicalFields') },
  );
  // The open report is not part of the list's query: picking one does not read the list again.
  const list = usePagedList(() => findNavReports(reportQuery(state, PAGE_SIZE)), listState, {
    refreshKey: [state.keyword, state.kind, state.field, state.year, state.page].join('|'),
  });
  // The open report: the one in the URL, else the first of the list.
  const openId = state.id || list.page?.content[0]?.id;
  const filtered = Boolean(state.keyword || state.kind || state.field || state.year);
  const listBox = useRef<HTMLElement>(null);
  const viewerBox = useRef<HTMLElement>(null);

  return (
    <>
      <PageBanner
        title="专利导航"
        description="依据 GB/T 39551 系列标准编制的产业规划、区域规划、企业经营与研发活动类专利导航报告，在线阅读并查看关键数据。"
      />
      <div className={styles.body}>
        <aside ref={listBox} className={styles.list} aria-label="导航报告列表">
          <SearchBar {...search} placeholder="报告名称关键词" aria-label="报告关键词" />
          <FilterDrawer
            className={styles.filters}
            barClassName={styles.filterBar}
            count={[state.kind, state.field, state.year].filter(Boolean).length}
            onClear={() => update({ kind: '', field: '', year: '' })}
          >
            <NativeSelect
              value={state.kind}
              onChange={(kind) => update({ kind })}
              options={KIND_OPTIONS}
              aria-label="报告类型"
            />
            <NativeSelect
              value={state.field}
              onChange={(field) => update({ field })}
              options={[{ value: '', label: '全部领域' }, ...dicts.technicalFields]}
              aria-label="技术领域"
            />
            <NativeSelect
              value={state.year}
              onChange={(year) => update({ year })}
              options={YEAR_OPTIONS}
              aria-label="发布年份"
            />
          </FilterDrawer>
          <PagedResults
            notice={ignored}
            {...list}
            errorTitle="报告列表加载失败"
            pageSize={PAGE_SIZE}
            count={(total) => (
              <>
                共 <strong>{total}</strong> 份报告
              </>
            )}
            emptyText="没有符合条件的报告"
            emptyAction={
              filtered && <Button onClick={() => update(CLEARED_REPORT_FILTERS)}>清除筛选</Button>
            }
          >
            {(reports) => (
              <ul className={styles.items}>
                {reports.map((report) => (
                  <li key={report.id}>
                    <button
                      type="button"
                      className={classNames(styles.item, report.id === openId && styles.current)}
                      aria-current={report.id === openId ? 'true' : undefined}
                      onClick={() => {
                        update({ id: report.id });
                        revealViewer(listBox.current, viewerBox.current);
                      }}
                    >
                      <FilePdfOutlined className={styles.icon} />
                      <span>
                        <strong>{report.title}</strong>
                        <small>
                          {REPORT_KINDS[report.kind]} ·{' '}
                          {dictLabel(dicts.technicalFields, report.field)} · {report.publishDate}
                        </small>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </PagedResults>
        </aside>
        {/* The frame's <main> holds the page: this is the viewer's region within it. */}
        <section ref={viewerBox} className={styles.main} aria-label="报告内容">
          {openId ? (
            <ReportViewer id={openId} />
          ) : (
            !list.loading && <Empty description="请选择左侧的导航报告" />
          )}
        </section>
      </div>
    </>
  );
}
