import { Link, useSearchParams } from '@umijs/max';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { useRef } from 'react';
import LoadError from '@/components/LoadError';
import NativeSelect from '@/components/NativeSelect';
import Pager from '@/components/Pager';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findEnterprisePatents } from '@/services/data';
import { formatCount } from '@/utils/agency';
import { patchParams, type ParamValue } from '@/utils/urlState';
import detail from '@/components/DetailPage/index.less';
import styles from './index.less';
import { PATENT_PAGE_SIZE, readPatentState, TYPE_OPTIONS } from './patentsState';

const STATUS_COLORS: Record<API.LegalStatus, string> = {
  pending: 'processing',
  valid: 'success',
  invalid: 'default',
};

function PatentRow({ patent }: { patent: API.Patent }) {
  return (
    <li className={styles.patent}>
      <Link to={`/gxq/patent/detail?id=${encodeURIComponent(patent.id)}`} className={styles.title}>
        {patent.title}
      </Link>
      <div className={styles.patentMeta}>
        <Tag color="blue">{PATENT_TYPE_LABELS[patent.type]}</Tag>
        <Tag color={STATUS_COLORS[patent.legalStatus]}>
          {LEGAL_STATUS_LABELS[patent.legalStatus]}
        </Tag>
        <span>申请号 {patent.applicationNumber}</span>
        <span>申请日 {patent.applicationDate}</span>
      </div>
      <div className={styles.applicants}>申请人：{patent.applicants.join('；')}</div>
    </li>
  );
}

/** The agency's patents present in the portal's database (a sample of its whole book). */
export default function HandledPatents({
  creditCode,
  total,
}: {
  creditCode: string;
  total: number;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, type } = readPatentState(searchParams);
  const update = (patch: Record<string, ParamValue>) =>
    setSearchParams(patchParams(searchParams, patch));

  const { data, error, loading, refresh } = usePageData(
    () =>
      findEnterprisePatents(
        {
          page: page - 1,
          size: PATENT_PAGE_SIZE,
          queryData: { creditCode, ...(type ? { type } : {}) },
        },
        { skipErrorHandler: true },
      ),
    { refreshDeps: [creditCode, page, type] },
  );
  const list = data?.data;
  const sectionRef = useRef<HTMLElement>(null);

  let body: React.ReactNode;
  if (error) body = <LoadError title="代理专利加载失败" error={error} onRetry={refresh} />;
  else if (loading || !list) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (list.content.length === 0)
    body =
      list.totalElements > 0 ? (
        <Empty description={`第 ${page} 页没有专利`}>
          <Button type="primary" onClick={() => update({ page: null })}>
            回到第一页
          </Button>
        </Empty>
      ) : (
        <Empty
          description={
            type
              ? `平台暂未收录该机构代理的${PATENT_TYPE_LABELS[type]}专利`
              : '平台暂未收录该机构代理的专利'
          }
        >
          {type && <Button onClick={() => update({ type: null, page: null })}>查看全部类型</Button>}
        </Empty>
      );
  else
    body = (
      <>
        <ol className={styles.patents}>
          {list.content.map((patent) => (
            <PatentRow key={patent.id} patent={patent} />
          ))}
        </ol>
        <Pager
          current={page}
          pageSize={PATENT_PAGE_SIZE}
          total={list.totalElements}
          onChange={(next) => {
            update({ page: next > 1 ? next : null });
            // The pager sits at the bottom: bring the new page's first row into view.
            sectionRef.current?.scrollIntoView({ block: 'start' });
          }}
          className={detail.pager}
        />
      </>
    );

  return (
    <section ref={sectionRef} className={detail.card} aria-labelledby="agency-patents">
      <div className={styles.sectionHead}>
        <h2 id="agency-patents" className={styles.sectionTitle}>
          代理专利
        </h2>
        <NativeSelect
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => update({ type: value || null, page: null })}
          aria-label="专利类型"
        />
      </div>
      <p className={styles.note} role="status">
        {list && !loading
          ? `平台收录该机构代理的${type ? PATENT_TYPE_LABELS[type] : ''}专利 ${formatCount(list.totalElements)} 件`
          : '正在查询平台收录的代理专利…'}
        （机构累计代理 {formatCount(total)} 件，此处仅列出本平台数据库中的记录）
      </p>
      {body}
    </section>
  );
}
