import { useModel } from '@umijs/max';
import { lazy } from 'react';
import DirectoryList, {
  directoryQuery,
  directorySchema,
  useDirectoryList,
} from '@/components/DirectoryAdmin/DirectoryList';
import { choices, optionsOf } from '@/components/DirectoryAdmin/formValues';
import { EXPERT_TITLES } from '@/contract/directoryRecords';
import { disableExpert, enableExpert, findAdminExperts } from '@/services/directory';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, textParam } from '@/utils/listState';

const ExpertForm = lazy(() => import(/* webpackChunkName: "admin-expert-form" */ './ExpertForm'));

const SCHEMA = directorySchema({
  title: enumParam(['', ...EXPERT_TITLES] as const, ''),
  field: textParam(20, /[^A-Z]/g),
});

/** The trading hall's experts tab, found by name: experts have no page of their own. */
const hallUrl = (name: string) =>
  `/gxq/operations/list?${new URLSearchParams({ kind: 'expert', keyword: name })}`;

/**
 * 专家: the trading hall's experts by status, title, technical field and keyword (in the URL,
 * the open form too); create and edit; 停用 with a reason and 启用.
 */
export default function AdminExpertsPage() {
  const { dicts } = useModel('dict');
  const list = useDirectoryList('专家', SCHEMA, (current) =>
    findAdminExperts(
      directoryQuery(current, {
        title: current.title || undefined,
        field: current.field || undefined,
      }),
    ),
  );

  return (
    <DirectoryList<API.AdminExpert, typeof list.state>
      list={list}
      name={{
        title: '姓名',
        width: 200,
        of: (expert) => expert.name,
        sub: (expert) => expert.organization,
      }}
      columns={[
        { title: '职称', dataIndex: 'title', width: 120 },
        {
          title: '技术领域',
          dataIndex: 'fields',
          width: 200,
          render: (_, expert) =>
            expert.fields.map((f) => dictLabel(dicts.technicalFields, f)).join('、'),
        },
        {
          title: '从业 / 服务',
          dataIndex: 'serviceCount',
          width: 130,
          render: (_, e) => `${e.yearsOfExperience} 年 / ${e.serviceCount} 次`,
        },
      ]}
      actions={(expert) => ({
        publicUrl: hallUrl(expert.name),
        disable: (reason) => disableExpert(expert, reason),
        enable: () => enableExpert(expert),
      })}
      filters={[
        { key: 'title', label: '职称', options: choices(EXPERT_TITLES) },
        { key: 'field', label: '技术领域', options: optionsOf(dicts.technicalFields) },
      ]}
      searchPlaceholder="姓名、单位或专长"
      form={(editor) => <ExpertForm {...editor} />}
    />
  );
}
