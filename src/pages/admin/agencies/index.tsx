import { useModel } from '@umijs/max';
import { lazy } from 'react';
import CopyText from '@/components/DirectoryAdmin/CopyText';
import DirectoryList, {
  directoryQuery,
  directorySchema,
  useDirectoryList,
} from '@/components/DirectoryAdmin/DirectoryList';
import { optionsOf } from '@/components/DirectoryAdmin/formValues';
import { AGENCY_FILTER_GROUPS } from '@/constants';
import { disableAgency, enableAgency, findAdminAgencies } from '@/services/directory';
import { agencyUrl } from '@/utils/agency';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, textParam } from '@/utils/listState';

const AgencyForm = lazy(() => import(/* webpackChunkName: "admin-agency-form" */ './AgencyForm'));

type BucketKey = 'clsj' | 'dlr' | 'zlzl';
const BUCKETS: BucketKey[] = ['clsj', 'dlr', 'zlzl'];
const bucketGroup = (key: BucketKey) => AGENCY_FILTER_GROUPS.find((g) => g.value === key)!;
const bucketParam = (key: BucketKey) =>
  enumParam(['', ...bucketGroup(key).children.map((c) => c.value)], '');

const SCHEMA = directorySchema({
  clsj: bucketParam('clsj'),
  dlr: bucketParam('dlr'),
  zlzl: bucketParam('zlzl'),
  field: textParam(20, /[^A-Z]/g),
});

/**
 * 服务机构: every agency of the directory by status, founding time, agents, patents, technical
 * field and keyword (all in the URL, the open form too); create and edit in a drawer with the
 * rules the portal shows (credit code by GB 32100, the agency code of its province, phone, e-mail);
 * 停用 with a reason and 启用, each at once on the portal.
 */
export default function AdminAgenciesPage() {
  const { dicts } = useModel('dict');
  const list = useDirectoryList('服务机构', SCHEMA, (current) =>
    findAdminAgencies(
      directoryQuery(current, {
        clsj: (current.clsj || undefined) as API.AgencyFilters['clsj'],
        dlr: (current.dlr || undefined) as API.AgencyFilters['dlr'],
        zlzl: (current.zlzl || undefined) as API.AgencyFilters['zlzl'],
        jsly: current.field ? [current.field] : undefined,
      }),
    ),
  );

  return (
    <DirectoryList<API.AdminAgency, typeof list.state>
      list={list}
      name={{
        title: '机构名称',
        width: 220,
        of: (agency) => agency.enterpriseName,
        sub: (agency) => <CopyText text={agency.creditCode} label="统一社会信用代码" />,
      }}
      columns={[
        {
          title: '所在地',
          dataIndex: 'city',
          width: 120,
          render: (_, agency) => [...new Set([agency.region, agency.city])].join(' · '),
        },
        {
          title: '代理师 / 专利总量',
          dataIndex: 'patentTotal',
          width: 120,
          render: (_, agency) => `${agency.agentCount} 人 / ${agency.patentTotal} 件`,
        },
        {
          title: '技术领域',
          dataIndex: 'technicalFields',
          width: 140,
          render: (_, agency) =>
            agency.technicalFields.map((f) => dictLabel(dicts.technicalFields, f)).join('、'),
        },
        { title: '联系电话', dataIndex: 'contactPhone', width: 125 },
        { title: '信用', dataIndex: 'creditGrade', width: 60 },
      ]}
      actions={(agency) => ({
        publicUrl: agencyUrl(agency.creditCode, agency.enterpriseName),
        disable: (reason) => disableAgency(agency, reason),
        enable: () => enableAgency(agency),
      })}
      filters={[
        ...BUCKETS.map((key) => ({
          key,
          label: bucketGroup(key).label,
          options: bucketGroup(key).children.map((c) => ({ value: c.value, label: c.label })),
        })),
        { key: 'field', label: '技术领域', options: optionsOf(dicts.technicalFields) },
      ]}
      searchPlaceholder="机构名称、信用代码、机构代码或地址"
      form={(editor) => <AgencyForm {...editor} />}
    />
  );
}
