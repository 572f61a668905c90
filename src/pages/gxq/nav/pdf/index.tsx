import { FilePdfOutlined } from '@ant-design/icons';
import { useModel, useSearchParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Button, Empty, Input, Pagination, Select, Skeleton } from 'antd';
import classNames from 'classnames';
import LoadError from '@/components/LoadError';
import { findNavReports } from '@/services/nav';
import { dictLabel } from '@/utils/dictionaries';
import PageBanner from '@/components/PageBanner';
import styles from './index.less';
import ReportViewer from './ReportViewer';
import { nextReportParams, readReportState, REPORT_KINDS } from './reportState';

const PAGE_SIZE = 8;
const YEARS = Array.from({ length: 6 }, (_, index) => 2026 - index);

export default function PatentNavigationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readReportState(searchParams);
  const { dicts } = useModel('dict');
  const update = (patch: Parameters<typeof nextReportParams>[1]) =>
    setSearchParams(nextReportParams(searchParams, patch));
  const listKey = [state.keyword, state.kind, state.field, state.year, state.page].join('|');
  const { data, loading, error, refresh } = usePageData(
    () =>
      findNavReports({
        page: state.page - 1,
        size: PAGE_SIZE,
        keyword: state.keyword || undefined,
        queryData: {
          kind: state.kind || undefined,
          field: state.field || undefined,
          year: state.year || undefined,
        },
      }),
    { refreshDeps: [listKey] },
  );
  const reports = data?.content ?? [];
  // The open report: the one in the URL, else the first of the list.
  const openId = state.id || reports[0]?.id;

  return (
    <>
      <PageBanner
        title="专利导航"
        description="
            依据 GB/T 39551
            系列标准编制的产业规划、区域规划、企业经营与研发活动类专利导航报告，在线阅读并查看关键数据。
          "
      />
      <div className={styles.body}>
        <aside className={styles.list} aria-label="导航报告列表">
          <Input.Search
            defaultValue={state.keyword}
            key={state.keyword}
            placeholder="报告名称关键词"
            allowClear
            maxLength={100}
            onSearch={(keyword) => update({ keyword: keyword.trim() })}
            aria-label="报告关键词"
          />
          <div className={styles.filters}>
            <Select
              value={state.kind}
              onChange={(kind) => update({ kind })}
              options={[
                { value: '', label: '全部类型' },
                ...Object.entries(REPORT_KINDS).map(([value, label]) => ({ value, label })),
              ]}
              aria-label="报告类型"
            />
            <Select
              value={state.field}
              onChange={(field) => update({ field })}
              options={[{ value: '', label: '全部领域' }, ...dicts.technicalFields]}
              aria-label="技术领域"
            />
            <Select
              value={state.year}
              onChange={(year) => update({ year })}
              options={[
                { value: 0, label: '全部年份' },
                ...YEARS.map((year) => ({ value: year, label: `${year} 年` })),
              ]}
              aria-label="发布年份"
            />
          </div>
          {error ? (
            <LoadError title="报告列表加载失败" error={error} onRetry={refresh} />
          ) : loading && !data ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : reports.length === 0 ? (
            <Empty description="没有符合条件的报告">
              <Button onClick={() => setSearchParams(new URLSearchParams())}>清除筛选</Button>
            </Empty>
          ) : (
            <ul className={styles.items}>
              {reports.map((report) => (
                <li key={report.id}>
                  <button
                    type="button"
                    className={classNames(styles.item, report.id === openId && styles.current)}
                    aria-current={report.id === openId ? 'true' : undefined}
                    onClick={() => update({ id: report.id })}
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
          {data && data.totalElements > PAGE_SIZE && (
            <Pagination
              size="small"
              current={state.page}
              pageSize={PAGE_SIZE}
              total={data.totalElements}
              onChange={(page) => update({ page })}
            />
          )}
        </aside>
        <main className={styles.main}>
          {openId ? (
            <ReportViewer id={openId} />
          ) : (
            !loading && <Empty description="请选择左侧的导航报告" />
          )}
        </main>
      </div>
    </>
  );
}
