import { Link, useModel, useSearchParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Button, Empty, Input, Progress, Select, Table, Tag } from 'antd';
import LoadError from '@/components/LoadError';
import { DEFAULT_PAGE_SIZE, LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { findPatentValues } from '@/services/data';
import { dictLabel } from '@/utils/dictionaries';
import PageBanner from '@/components/PageBanner';
import styles from './index.less';
import {
  nextValueParams,
  readValueState,
  SCORE_BANDS,
  toValueQuery,
  VALUE_SORTS,
  type ValueSortKey,
} from './valueState';

const GRADE_COLORS: Record<string, string> = { A: 'green', B: 'blue', C: 'gold', D: 'default' };

export default function PatentValueListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readValueState(searchParams);
  const { dicts } = useModel('dict');
  const update = (patch: Parameters<typeof nextValueParams>[1]) =>
    setSearchParams(nextValueParams(searchParams, patch));
  const { data, loading, error, refresh } = usePageData(
    () => findPatentValues(toValueQuery(state, DEFAULT_PAGE_SIZE)),
    { refreshDeps: [searchParams.toString()] },
  );
  const page = data;

  return (
    <>
      <PageBanner
        title="专利价值评估"
        description="
            依据 GB/T 42748-2023《专利评估指引》，从法律、技术、经济三个维度为每件专利给出 0-100
            分的价值评分与等级。
          "
      />
      <div className={styles.body}>
        <div className={styles.filters}>
          <Input.Search
            defaultValue={state.keyword}
            key={state.keyword}
            placeholder="专利名称、申请人或申请号"
            allowClear
            maxLength={100}
            onSearch={(keyword) => update({ keyword: keyword.trim() })}
            aria-label="关键词"
            className={styles.keyword}
          />
          <Select
            value={state.band}
            onChange={(band) => update({ band })}
            options={[{ value: '', label: '全部等级' }, ...SCORE_BANDS]}
            aria-label="评分区间"
            className={styles.select}
          />
          <Select
            value={state.type}
            onChange={(type) => update({ type })}
            options={[
              { value: '', label: '全部类型' },
              ...Object.entries(PATENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
            ]}
            aria-label="专利类型"
            className={styles.select}
          />
          <Select
            value={state.field}
            onChange={(field) => update({ field })}
            options={[{ value: '', label: '全部技术领域' }, ...dicts.technicalFields]}
            aria-label="技术领域"
            className={styles.select}
          />
          <Select<ValueSortKey>
            value={state.sort}
            onChange={(sort) => update({ sort })}
            options={Object.entries(VALUE_SORTS).map(([value, sort]) => ({
              value: value as ValueSortKey,
              label: sort.label,
            }))}
            aria-label="排序"
            className={styles.select}
          />
        </div>
        {error ? (
          <LoadError title="评估列表加载失败" error={error} onRetry={refresh} />
        ) : (
          <Table<API.PatentValueRow>
            rowKey="id"
            loading={loading}
            dataSource={page?.content ?? []}
            scroll={{ x: 900 }}
            locale={{
              emptyText: (
                <Empty description="没有符合条件的专利，请调整筛选条件">
                  <Button onClick={() => setSearchParams(new URLSearchParams())}>清除筛选</Button>
                </Empty>
              ),
            }}
            pagination={{
              current: state.page,
              pageSize: DEFAULT_PAGE_SIZE,
              total: page?.totalElements ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total.toLocaleString('zh-CN')} 件专利`,
              onChange: (next) => update({ page: next }),
            }}
            columns={[
              {
                title: '专利名称',
                dataIndex: 'title',
                render: (title: string, row) => (
                  <Link to={`/gxq/nav/value/result?id=${encodeURIComponent(row.id)}`}>{title}</Link>
                ),
              },
              { title: '申请号', dataIndex: 'applicationNumber', width: 150 },
              {
                title: '类型',
                dataIndex: 'type',
                width: 90,
                render: (type: API.PatentType) => PATENT_TYPE_LABELS[type],
              },
              {
                title: '法律状态',
                dataIndex: 'legalStatus',
                width: 90,
                render: (status: API.LegalStatus) => LEGAL_STATUS_LABELS[status],
              },
              {
                title: '技术领域',
                dataIndex: 'field',
                width: 120,
                render: (field?: string) => (field ? dictLabel(dicts.technicalFields, field) : '—'),
              },
              {
                title: '价值评分',
                dataIndex: 'score',
                width: 160,
                render: (score: number) => (
                  <Progress percent={score} format={() => score.toFixed(1)} size="small" />
                ),
              },
              {
                title: '等级',
                dataIndex: 'grade',
                width: 70,
                render: (grade: string) => <Tag color={GRADE_COLORS[grade]}>{grade}</Tag>,
              },
            ]}
          />
        )}
      </div>
    </>
  );
}
