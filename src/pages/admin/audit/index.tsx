import { Empty, Space, Tag } from 'antd';
import { Link, useModel } from '@umijs/max';
import ShellPage from '@/components/ShellPage';
import DayRange from '@/components/ShellTable/DayRange';
import FilterSelect from '@/components/ShellTable/FilterSelect';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findAuditActors, findAuditEntries } from '@/services/audit';
import { formatDateTime } from '@/utils/dateTime';
import {
  dayParam,
  enumParam,
  listQuery,
  pageParam,
  textParam,
  type ListSchema,
} from '@/utils/listState';
import ChangeSummary from './ChangeSummary';
import { TARGET_TYPE_LABELS, VERB_LABELS, actionLabel } from './labels';
import { auditTargetLink } from './targetLink';
import styles from './index.less';

type TypeFilter = 'all' | API.AuditTargetType;
type VerbFilter = '' | API.AuditVerb;

interface AuditState {
  /** The target type (`type` in the URL): the shell table's `status` field, chosen in a select. */
  status: TypeFilter;
  verb: VerbFilter;
  actor: string;
  from: string;
  to: string;
  keyword: string;
  page: number;
}

const TYPES = Object.keys(TARGET_TYPE_LABELS) as API.AuditTargetType[];
const VERBS = Object.keys(VERB_LABELS) as API.AuditVerb[];

const SCHEMA: ListSchema<AuditState> = {
  status: { ...enumParam<TypeFilter>(['all', ...TYPES], 'all'), key: 'type' },
  verb: { ...enumParam<VerbFilter>(['', ...VERBS], ''), key: 'action' },
  actor: textParam(64),
  from: dayParam(),
  to: dayParam(),
  keyword: textParam(),
  page: pageParam(),
};

/** The target: its kind, and its name linked to where it is seen (plain when it is gone). */
function TargetCell({ entry }: { entry: API.AuditEntry }) {
  const link = auditTargetLink(entry);
  const name = entry.targetTitle ?? entry.targetId;
  return (
    <span className={styles.target}>
      <Tag className={styles.typeTag}>
        {TARGET_TYPE_LABELS[entry.targetType] ?? entry.targetType}
      </Tag>
      {link ? <Link to={link}>{name}</Link> : name}
      {(!entry.targetExists || entry.targetOffline) && (
        <span className={styles.gone}>{entry.targetExists ? '（已停用）' : '（已不存在）'}</span>
      )}
    </span>
  );
}

/**
 * 操作日志: every change administrators made — reviews, take-downs, answers, verification
 * decisions, account, content and directory changes — newest first, with who, when, what, the
 * target (linked) and the change. Filters by actor, action, target type, day range and keyword,
 * all in the URL. Read-only: nothing here changes the trail.
 */
export default function AdminAuditPage() {
  const { dicts } = useModel('dict');
  const { state, update, tableProps, toolbarSearch, errorAlert } = useShellTable(
    SCHEMA,
    (current) =>
      findAuditEntries(
        listQuery(current, {
          size: DEFAULT_PAGE_SIZE,
          queryData: {
            targetType: current.status === 'all' ? undefined : current.status,
            verb: current.verb || undefined,
            actor: current.actor || undefined,
            from: current.from || undefined,
            to: current.to || undefined,
          },
        }),
      ),
    '操作日志加载失败',
    '操作日志',
    { title: 'targetTitle', status: 'action' },
  );
  // The filter still works without the names: an actor in the URL is shown by its account.
  const actors = usePageData(() => findAuditActors());
  const actorOptions = [
    { value: '', label: '全部操作人' },
    ...(actors.data ?? []).map((actor) => ({
      value: actor.account,
      label: `${actor.name}（${actor.account}）`,
    })),
    ...(state.actor && !actors.data?.some((actor) => actor.account === state.actor)
      ? [{ value: state.actor, label: state.actor }]
      : []),
  ];

  const columns: ShellColumn<API.AuditEntry>[] = [
    {
      title: '时间',
      dataIndex: 'at',
      width: 150,
      render: (_, entry) => <span className={styles.time}>{formatDateTime(entry.at)}</span>,
    },
    {
      title: '操作人',
      dataIndex: 'actor',
      width: 170,
      render: (_, entry) => `${entry.actorName}（${entry.actor}）`,
    },
    {
      title: '操作',
      dataIndex: 'action',
      width: 150,
      render: (_, entry) => actionLabel(entry.action),
    },
    {
      title: '对象',
      dataIndex: 'targetTitle',
      render: (_, entry) => <TargetCell entry={entry} />,
    },
    {
      title: '变更',
      key: 'change',
      width: 320,
      render: (_, entry) => <ChangeSummary entry={entry} dicts={dicts} />,
    },
  ];

  const filtered =
    state.status !== 'all' || state.verb || state.actor || state.from || state.to || state.keyword;

  return (
    <ShellPage title="操作日志">
      {errorAlert}
      <ShellTable<API.AuditEntry>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        toolbar={{
          filter: (
            <Space wrap className={styles.filters}>
              <FilterSelect
                value={state.actor}
                onChange={(actor) => update({ actor })}
                options={actorOptions}
                aria-label="操作人"
              />
              <FilterSelect<VerbFilter>
                value={state.verb}
                onChange={(verb) => update({ verb })}
                options={[
                  { value: '', label: '全部操作' },
                  ...VERBS.map((verb) => ({ value: verb, label: VERB_LABELS[verb] })),
                ]}
                aria-label="操作"
              />
              <FilterSelect<AuditState['status']>
                value={state.status}
                onChange={(status) => update({ status })}
                options={[
                  { value: 'all', label: '全部对象' },
                  ...TYPES.map((type) => ({ value: type, label: TARGET_TYPE_LABELS[type] })),
                ]}
                aria-label="对象类型"
              />
              <DayRange
                label="操作日期"
                from={state.from}
                to={state.to}
                onChange={(range) => update(range)}
              />
            </Space>
          ),
          search: toolbarSearch('对象名称或编号'),
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的操作记录' : '还没有操作记录'} />,
        }}
      />
    </ShellPage>
  );
}
