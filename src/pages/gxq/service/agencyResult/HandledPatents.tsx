import { Link } from '@umijs/max';
import { Button, Tag } from 'antd';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import { DEFAULT_PAGE_SIZE, LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findEnterprisePatents } from '@/services/data';
import { formatCount } from '@/utils/format';
import { listQuery } from '@/utils/listState';
import detail from '@/components/DetailPage/index.less';
import styles from './index.less';
import { PATENTS_SCHEMA, TYPE_OPTIONS } from './patentsState';

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
  const listState = useListState(PATENTS_SCHEMA);
  const { state, update } = listState;
  const { type } = state;
  const list = usePagedList(
    () =>
      findEnterprisePatents(
        listQuery(state, {
          size: DEFAULT_PAGE_SIZE,
          queryData: { creditCode, type: type || undefined },
        }),
      ),
    listState,
    { refreshKey: `${creditCode}|${listState.key}` },
  );
  const typeLabel = type ? PATENT_TYPE_LABELS[type] : '';

  return (
    <section className={detail.card} aria-labelledby="agency-patents">
      <div className={styles.sectionHead}>
        <h2 id="agency-patents" className={styles.sectionTitle}>
          代理专利
        </h2>
        <NativeSelect
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => update({ type: value })}
          aria-label="专利类型"
        />
      </div>
      <PagedResults
        {...list}
        errorTitle="代理专利加载失败"
        // A page or type change shows the skeleton, not the previous rows under the new filter.
        page={list.loading ? undefined : list.page}
        onPage={list.onPage}
        count={(count) =>
          `平台收录该机构代理的${typeLabel}专利 ${formatCount(count)} 件（机构累计代理 ${formatCount(total)} 件，此处仅列出本平台数据库中的记录）`
        }
        emptyText={`平台暂未收录该机构代理的${typeLabel}专利`}
        emptyAction={type && <Button onClick={() => update({ type: '' })}>查看全部类型</Button>}
      >
        {(items) => (
          <ol className={styles.patents}>
            {items.map((patent) => (
              <PatentRow key={patent.id} patent={patent} />
            ))}
          </ol>
        )}
      </PagedResults>
    </section>
  );
}
