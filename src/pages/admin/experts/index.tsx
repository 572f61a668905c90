import {
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ProColumns,
} from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Empty, Select, Space, Typography } from 'antd';
import DirectoryActions from '@/components/DirectoryAdmin/DirectoryActions';
import DirectoryFormDrawer from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import {
  choices,
  linesOf,
  linesText,
  numberOf,
  optionsOf,
} from '@/components/DirectoryAdmin/formValues';
import { DIRECTORY_STATUS_TABS, type DirectoryStatusTab } from '@/components/DirectoryAdmin/labels';
import StatusCell from '@/components/DirectoryAdmin/StatusCell';
import useEditParam from '@/components/DirectoryAdmin/useEditParam';
import shared from '@/components/DirectoryAdmin/index.less';
import ShellPage from '@/components/ShellPage';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import {
  EXPERT_TITLES,
  expertProblems,
  type DirectoryDictionaries,
} from '@/contract/directoryForm';
import {
  createExpert,
  disableExpert,
  enableExpert,
  findAdminExperts,
  getAdminExpert,
  updateExpert,
} from '@/services/directory';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

const TITLES = ['', ...EXPERT_TITLES] as const;
type TitleFilter = (typeof TITLES)[number];

interface ExpertsState {
  status: DirectoryStatusTab;
  title: TitleFilter;
  field: string;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<ExpertsState> = {
  status: enumParam(Object.keys(DIRECTORY_STATUS_TABS) as DirectoryStatusTab[], 'all'),
  title: enumParam(TITLES, ''),
  field: textParam(20, /[^A-Z]/g),
  keyword: textParam(),
  page: pageParam(),
};

const FIELDS = [
  'name',
  'title',
  'organization',
  'fields',
  'specialties',
  'yearsOfExperience',
  'serviceCount',
  'intro',
] as const;

type FormValues = Record<string, unknown>;

function toInput(values: FormValues): API.ExpertInput {
  const input: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
  input.specialties = linesOf(values.specialties);
  input.yearsOfExperience = numberOf(values.yearsOfExperience);
  input.serviceCount = numberOf(values.serviceCount);
  return input as unknown as API.ExpertInput;
}

function toForm(expert: API.AdminExpert): FormValues {
  const values: FormValues = Object.fromEntries(FIELDS.map((f) => [f, expert[f]]));
  values.specialties = linesText(expert.specialties);
  return values;
}

const half = { xs: 24, sm: 12 };
/** The trading hall's experts tab, found by name: experts have no page of their own. */
const hallUrl = (name: string) =>
  `/gxq/operations/list?${new URLSearchParams({ kind: 'expert', keyword: name })}`;

/**
 * 专家: the trading hall's experts by status, title, technical field and keyword (in the URL,
 * the open form too); create and edit; 停用 with a reason and 启用.
 */
export default function AdminExpertsPage() {
  const { dicts } = useModel('dict');
  const dictionaries: DirectoryDictionaries = {
    technicalFields: dicts.technicalFields.map((d) => d.value),
    mainServices: dicts.mainService.map((d) => d.value),
    financeCategories: dicts.financeCategory.map((d) => d.value),
  };
  const { editing, openEditor, closeEditor } = useEditParam();
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAdminExperts(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              title: current.title || undefined,
              field: current.field || undefined,
            },
          }),
        ),
      '专家列表加载失败',
      '专家列表',
      { title: 'name' },
    );

  const columns: ProColumns<API.AdminExpert>[] = [
    {
      title: '姓名',
      dataIndex: 'name',
      render: (_, expert) => (
        <Space direction="vertical" size={0}>
          <Button type="link" className={shared.name} onClick={() => openEditor(expert.id)}>
            {expert.name}
          </Button>
          <Typography.Text type="secondary">{expert.organization}</Typography.Text>
        </Space>
      ),
    },
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
    {
      title: '状态',
      dataIndex: 'status',
      width: 170,
      render: (_, expert) => <StatusCell record={expert} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, expert) => (
        <DirectoryActions
          record={expert}
          name={expert.name}
          noun="专家"
          publicUrl={hallUrl(expert.name)}
          onEdit={() => openEditor(expert.id)}
          disable={(reason) => disableExpert(expert, reason)}
          enable={() => enableExpert(expert)}
          onDone={reload}
        />
      ),
    },
  ];

  const filtered = state.status !== 'all' || state.title || state.field || state.keyword;

  return (
    <ShellPage title="专家">
      {errorAlert}
      <ProTable<API.AdminExpert, ExpertsState>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1000 }}
        toolbar={{
          menu: statusTabs(DIRECTORY_STATUS_TABS),
          filter: (
            <Space wrap className={shared.filters}>
              <Select
                value={state.title}
                onChange={(title) => update({ title })}
                options={TITLES.map((value) => ({ value, label: value || '职称不限' }))}
                aria-label="职称"
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
              <Select
                value={state.field}
                onChange={(field) => update({ field })}
                options={[
                  { value: '', label: '技术领域不限' },
                  ...optionsOf(dicts.technicalFields),
                ]}
                aria-label="技术领域"
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
            </Space>
          ),
          search: toolbarSearch('姓名、单位或专长'),
          actions: [
            <Button key="create" type="primary" onClick={() => openEditor('new')}>
              新建专家
            </Button>,
          ],
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的专家' : '还没有专家'} />,
        }}
      />
      {editing && (
        <DirectoryFormDrawer<API.ExpertInput, API.AdminExpert>
          noun="专家"
          editing={editing}
          load={(id) => getAdminExpert(id)}
          toForm={toForm}
          blank={{ fields: [] }}
          toInput={toInput}
          check={(input) => expertProblems(input, dictionaries)}
          fields={FIELDS}
          create={(input) => createExpert(input, { skipErrorHandler: true })}
          update={(record, input) => updateExpert(record, input, { skipErrorHandler: true })}
          onClose={closeEditor}
          onSaved={() => {
            closeEditor();
            reload();
          }}
        >
          {(rule) => (
            <>
              <ProFormText
                name="name"
                label="姓名"
                required
                colProps={half}
                rules={[rule('name')]}
                fieldProps={{ maxLength: 20 }}
              />
              <ProFormSelect
                name="title"
                label="职称"
                required
                colProps={half}
                rules={[rule('title')]}
                options={choices(EXPERT_TITLES)}
              />
              <ProFormText
                name="organization"
                label="所在单位"
                required
                rules={[rule('organization')]}
                fieldProps={{ maxLength: 60 }}
              />
              <ProFormSelect
                name="fields"
                label="技术领域"
                required
                mode="multiple"
                rules={[rule('fields')]}
                options={optionsOf(dicts.technicalFields)}
              />
              <ProFormTextArea
                name="specialties"
                label="专长"
                required
                rules={[rule('specialties')]}
                extra="每行一条，每条不超过20个字"
                fieldProps={{ rows: 3 }}
              />
              <ProFormDigit
                name="yearsOfExperience"
                label="从业年限"
                required
                colProps={half}
                rules={[rule('yearsOfExperience')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '年' }}
              />
              <ProFormDigit
                name="serviceCount"
                label="服务次数"
                required
                colProps={half}
                rules={[rule('serviceCount')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '次' }}
              />
              <ProFormTextArea
                name="intro"
                label="专家简介"
                required
                rules={[rule('intro')]}
                fieldProps={{ maxLength: 2000, showCount: true, rows: 4 }}
              />
            </>
          )}
        </DirectoryFormDrawer>
      )}
    </ShellPage>
  );
}
