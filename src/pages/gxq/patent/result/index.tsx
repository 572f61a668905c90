import { DownloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Alert, Button, Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import LoadError from '@/components/LoadError';
import NativeSelect from '@/components/NativeSelect';
import Pager from '@/components/Pager';
import SearchBar from '@/components/SearchBar';
import type { BizError } from '@/requestErrorConfig';
import { searchPatents } from '@/services/data';
import { feedback } from '@/utils/feedback';
import { parsePatentQuery } from '@/utils/patentQuery';
import QueryError from '../components/QueryError';
import useSearchSubmit from '@/hooks/useSearchSubmit';
import { downloadCsv, EXPORT_LIMIT, patentsToCsv } from './exportCsv';
import FacetPanel from './FacetPanel';
import HitItem from './HitItem';
import styles from './index.less';
import {
  activeFilterCount,
  nextResultParams,
  PAGE_SIZES,
  readResultState,
  SORTS,
  type SortKey,
} from './resultState';

const EMPTY_FILTERS: API.PatentFacetFilters = {
  type: [],
  legalStatus: [],
  year: [],
  ipcSection: [],
  ipcClass: [],
  applicant: [],
  agency: [],
};

export default function PatentResultPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readResultState(searchParams), [searchParams]);
  const parsed = useMemo(() => (state.q ? parsePatentQuery(state.q) : null), [state.q]);
  const { submit, problem } = useSearchSubmit();
  const [draft, setDraft] = useState(state.q);
  // Back/forward and shared links change the query: the box follows the URL.
  useEffect(() => setDraft(state.q), [state.q]);
  const [exporting, setExporting] = useState(false);

  const request = { q: state.q, sort: SORTS[state.sort].api, filters: state.filters };
  const {
    data: result,
    loading,
    error,
    refresh,
  } = usePageData(() => searchPatents({ ...request, page: state.page - 1, size: state.size }), {
    refreshDeps: [searchParams.toString()],
    ready: Boolean(parsed?.ok),
  });
  const update = (patch: Parameters<typeof nextResultParams>[1]) =>
    setSearchParams(nextResultParams(searchParams, patch));

  const exportResult = async () => {
    setExporting(true);
    try {
      const page = await searchPatents({ ...request, page: 0, size: EXPORT_LIMIT });
      downloadCsv(
        `专利检索结果_${dayjs().format('YYYYMMDD_HHmm')}.csv`,
        patentsToCsv(page.content),
      );
      feedback.success(`已导出 ${page.content.length} 条记录`);
    } catch {
      // The request layer has told the user what failed; the button is ready for another try.
    } finally {
      setExporting(false);
    }
  };

  let body: React.ReactNode;
  if (!state.q) {
    body = (
      <Empty description="请输入检索词">
        <Link to="/gxq/patent/search">前往检索页</Link>
      </Empty>
    );
  } else if (parsed && !parsed.ok) {
    body = <QueryError query={state.q} {...parsed.error} />;
  } else if (error) {
    const position =
      (error as BizError).errorCode === 'BAD_QUERY' ? (error as BizError).data : null;
    body = position ? (
      <QueryError
        query={state.q}
        message={error.message}
        {...(position as { position: number; length: number })}
      />
    ) : (
      <LoadError title="检索失败" error={error} onRetry={refresh} />
    );
  } else if (loading && !result) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else if (result && result.totalElements === 0) {
    body = (
      <Empty
        description={
          <div className={styles.suggestions}>
            <strong>没有找到符合条件的专利</strong>
            <ul>
              <li>检查检索词是否有错别字，或换用同义词并用 OR 连接</li>
              <li>减少检索词，或用 * 做前方一致检索（如 电池*）</li>
              <li>去掉部分筛选条件或放宽日期范围</li>
            </ul>
          </div>
        }
      >
        {activeFilterCount(state.filters) > 0 && (
          <Button onClick={() => update({ filters: EMPTY_FILTERS })}>清除筛选条件</Button>
        )}{' '}
        <Link to="/gxq/patent/search">返回检索页</Link>
      </Empty>
    );
  } else if (result) {
    const beyondEnd = result.content.length === 0;
    body = (
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <div className={styles.sidebarHead}>
            <span>筛选</span>
            {activeFilterCount(state.filters) > 0 && (
              <Button type="link" size="small" onClick={() => update({ filters: EMPTY_FILTERS })}>
                清除
              </Button>
            )}
          </div>
          <FacetPanel
            facets={result.facets}
            filters={state.filters}
            onChange={(filters) => update({ filters })}
          />
        </aside>
        <section className={styles.results} aria-busy={loading}>
          <div className={styles.toolbar}>
            <span role="status">
              共 <strong>{result.totalElements.toLocaleString('zh-CN')}</strong> 条结果
              <span className={styles.took}>（用时 {result.tookMs} 毫秒）</span>
            </span>
            <span className={styles.tools}>
              <NativeSelect<SortKey>
                value={state.sort}
                onChange={(sort) => update({ sort })}
                options={Object.entries(SORTS).map(([value, sort]) => ({
                  value: value as SortKey,
                  label: sort.label,
                }))}
                aria-label="排序"
              />
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportResult}>
                导出 CSV
              </Button>
            </span>
          </div>
          {result.totalElements > EXPORT_LIMIT && (
            <Alert
              type="info"
              showIcon
              message={`导出仅包含当前排序下的前 ${EXPORT_LIMIT} 条记录`}
              className={styles.note}
            />
          )}
          {beyondEnd ? (
            <Empty description={`第 ${state.page} 页没有结果`}>
              <Button onClick={() => update({ page: 1 })}>回到第一页</Button>
            </Empty>
          ) : (
            result.content.map((hit) => <HitItem key={hit.id} hit={hit} terms={result.terms} />)
          )}
          <Pager
            className={styles.pagination}
            current={state.page}
            pageSize={state.size}
            total={result.totalElements}
            pageSizeOptions={PAGE_SIZES}
            onChange={(page, size) =>
              size !== state.size ? update({ size, page: 1 }) : update({ page })
            }
          />
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.searchBar}>
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={submit}
          size="large"
          aria-label="检索词"
        />
        <Link to="/gxq/patent/search">高级检索</Link>
      </div>
      {problem && <QueryError {...problem} />}
      {body}
    </div>
  );
}
