import {
  ProFormDatePicker,
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
  dayOf,
  numberOf,
  optionsOf,
  pickerDay,
  textOf,
} from '@/components/DirectoryAdmin/formValues';
import { DIRECTORY_STATUS_TABS, type DirectoryStatusTab } from '@/components/DirectoryAdmin/labels';
import StatusCell from '@/components/DirectoryAdmin/StatusCell';
import useEditParam from '@/components/DirectoryAdmin/useEditParam';
import shared from '@/components/DirectoryAdmin/index.less';
import ShellPage from '@/components/ShellPage';
import useShellTable from '@/components/ShellTable/useShellTable';
import { AGENCY_FILTER_GROUPS, DEFAULT_PAGE_SIZE } from '@/constants';
import {
  AGENCY_CREDIT_GRADES,
  AGENCY_LEGAL_FORMS,
  PROVINCES,
  agencyProblems,
  type DirectoryDictionaries,
} from '@/contract/directoryForm';
import { shanghaiToday } from '@/contract/tradeForm';
import {
  createAgency,
  disableAgency,
  enableAgency,
  findAdminAgencies,
  getAdminAgency,
  updateAgency,
} from '@/services/directory';
import { agencyUrl } from '@/utils/agency';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

type BucketKey = 'clsj' | 'dlr' | 'zlzl';
const bucketGroup = (key: BucketKey) => AGENCY_FILTER_GROUPS.find((g) => g.value === key)!;
const bucketParam = (key: BucketKey) =>
  enumParam(['', ...bucketGroup(key).children.map((c) => c.value)], '');

interface AgenciesState {
  status: DirectoryStatusTab;
  clsj: string;
  dlr: string;
  zlzl: string;
  field: string;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<AgenciesState> = {
  status: enumParam(Object.keys(DIRECTORY_STATUS_TABS) as DirectoryStatusTab[], 'all'),
  clsj: bucketParam('clsj'),
  dlr: bucketParam('dlr'),
  zlzl: bucketParam('zlzl'),
  field: textParam(20, /[^A-Z]/g),
  keyword: textParam(),
  page: pageParam(),
};

const FIELDS = [
  'enterpriseName',
  'creditCode',
  'agencyCode',
  'foundingDate',
  'legalForm',
  'legalRepresentative',
  'agentCount',
  'technicalFields',
  'mainServices',
  'region',
  'city',
  'address',
  'contactPhone',
  'email',
  'website',
  'inventionCount',
  'utilityCount',
  'designCount',
  'creditGrade',
  'intro',
] as const;

type FormValues = Record<string, unknown>;

function toInput(values: FormValues): API.AgencyInput {
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) input[field] = values[field];
  input.foundingDate = dayOf(values.foundingDate);
  for (const count of ['agentCount', 'inventionCount', 'utilityCount', 'designCount'])
    input[count] = numberOf(values[count]);
  input.website = textOf(values.website) || undefined;
  return input as unknown as API.AgencyInput;
}

function toForm(agency: API.AdminAgency): FormValues {
  const values: FormValues = {};
  for (const field of FIELDS) values[field] = agency[field];
  values.foundingDate = pickerDay(agency.foundingDate);
  return values;
}

const BLANK: FormValues = { technicalFields: [], mainServices: ['ZLDL'], creditGrade: 'B' };

const half = { xs: 24, sm: 12 };

/**
 * 服务机构: every agency of the directory by status, founding time, agents, patents, technical
 * field and keyword (all in the URL, the open form too); create and edit in a drawer with the
 * rules the portal shows (credit code by GB 32100, the agency code of its province, phone, e-mail);
 * 停用 with a reason and 启用, each at once on the portal.
 */
export default function AdminAgenciesPage() {
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
        findAdminAgencies(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              clsj: (current.clsj || undefined) as API.AgencyFilters['clsj'],
              dlr: (current.dlr || undefined) as API.AgencyFilters['dlr'],
              zlzl: (current.zlzl || undefined) as API.AgencyFilters['zlzl'],
              jsly: current.field ? [current.field] : undefined,
            },
          }),
        ),
      '服务机构列表加载失败',
      '服务机构列表',
      { title: 'enterpriseName' },
    );

  const columns: ProColumns<API.AdminAgency>[] = [
    {
      title: '机构名称',
      dataIndex: 'enterpriseName',
      width: 250,
      render: (_, agency) => (
        <Space direction="vertical" size={0}>
          <Button type="link" className={shared.name} onClick={() => openEditor(agency.id)}>
            {agency.enterpriseName}
          </Button>
          <Typography.Text type="secondary" copyable={{ text: agency.creditCode }}>
            {agency.creditCode}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '所在地',
      dataIndex: 'city',
      width: 130,
      render: (_, agency) => [...new Set([agency.region, agency.city])].join(' · '),
    },
    {
      title: '代理师 / 专利总量',
      dataIndex: 'patentTotal',
      width: 140,
      render: (_, agency) => `${agency.agentCount} 人 / ${agency.patentTotal} 件`,
    },
    {
      title: '技术领域',
      dataIndex: 'technicalFields',
      width: 160,
      render: (_, agency) =>
        agency.technicalFields.map((f) => dictLabel(dicts.technicalFields, f)).join('、'),
    },
    { title: '联系电话', dataIndex: 'contactPhone', width: 140 },
    { title: '信用', dataIndex: 'creditGrade', width: 60 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 170,
      render: (_, agency) => <StatusCell record={agency} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, agency) => (
        <DirectoryActions
          record={agency}
          name={agency.enterpriseName}
          noun="服务机构"
          publicUrl={agencyUrl(agency.creditCode, agency.enterpriseName)}
          onEdit={() => openEditor(agency.id)}
          disable={(reason) => disableAgency(agency, reason)}
          enable={() => enableAgency(agency)}
          onDone={reload}
        />
      ),
    },
  ];

  const filtered =
    state.status !== 'all' || state.clsj || state.dlr || state.zlzl || state.field || state.keyword;
  const bucketSelect = (key: BucketKey) => {
    const group = bucketGroup(key);
    return (
      <Select
        key={key}
        value={state[key]}
        onChange={(value) => update({ [key]: value } as Partial<AgenciesState>)}
        options={[
          { value: '', label: `${group.label}不限` },
          ...group.children.map((c) => ({ value: c.value, label: c.label })),
        ]}
        aria-label={group.label}
        popupMatchSelectWidth={false}
        className={shared.filter}
      />
    );
  };

  return (
    <ShellPage title="服务机构">
      {errorAlert}
      <ProTable<API.AdminAgency, AgenciesState>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1150 }}
        toolbar={{
          menu: statusTabs(DIRECTORY_STATUS_TABS),
          filter: (
            <Space wrap className={shared.filters}>
              {bucketSelect('clsj')}
              {bucketSelect('dlr')}
              {bucketSelect('zlzl')}
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
          search: toolbarSearch('机构名称、信用代码、机构代码或地址'),
          actions: [
            <Button key="create" type="primary" onClick={() => openEditor('new')}>
              新建服务机构
            </Button>,
          ],
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的服务机构' : '还没有服务机构'} />,
        }}
      />
      {editing && (
        <DirectoryFormDrawer<API.AgencyInput, API.AdminAgency>
          noun="服务机构"
          editing={editing}
          load={(id) => getAdminAgency(id)}
          toForm={toForm}
          blank={BLANK}
          toInput={toInput}
          check={(input) => agencyProblems(input, dictionaries, shanghaiToday())}
          fields={FIELDS}
          create={(input) => createAgency(input, { skipErrorHandler: true })}
          update={(record, input) => updateAgency(record, input, { skipErrorHandler: true })}
          onClose={closeEditor}
          onSaved={() => {
            closeEditor();
            reload();
          }}
        >
          {(rule, { record }) => (
            <>
              <ProFormText
                name="enterpriseName"
                label="机构名称"
                required
                rules={[rule('enterpriseName')]}
                fieldProps={{ maxLength: 60 }}
              />
              <ProFormText
                name="creditCode"
                label="统一社会信用代码"
                required
                colProps={half}
                rules={[rule('creditCode')]}
                disabled={Boolean(record)}
                tooltip={record ? '信用代码是机构的标识，创建后不能修改' : undefined}
                fieldProps={{ maxLength: 18 }}
              />
              <ProFormText
                name="agencyCode"
                label="机构代码"
                required
                colProps={half}
                rules={[rule('agencyCode')]}
                dependencies={['region']}
                placeholder="省份代码2位+序号3位，如 61262"
                fieldProps={{ maxLength: 5, inputMode: 'numeric' }}
              />
              <ProFormSelect
                name="region"
                label="所在省份"
                required
                colProps={half}
                rules={[rule('region')]}
                options={choices(PROVINCES)}
                showSearch
              />
              <ProFormText
                name="city"
                label="所在城市"
                required
                colProps={half}
                rules={[rule('city')]}
                fieldProps={{ maxLength: 20 }}
              />
              <ProFormText
                name="address"
                label="地址"
                required
                rules={[rule('address')]}
                fieldProps={{ maxLength: 100 }}
              />
              <ProFormDatePicker
                name="foundingDate"
                label="成立日期"
                required
                colProps={half}
                rules={[rule('foundingDate')]}
                fieldProps={{ className: shared.wide }}
              />
              <ProFormSelect
                name="legalForm"
                label="组织形式"
                required
                colProps={half}
                rules={[rule('legalForm')]}
                options={choices(AGENCY_LEGAL_FORMS)}
              />
              <ProFormText
                name="legalRepresentative"
                label="负责人"
                required
                colProps={half}
                rules={[rule('legalRepresentative')]}
                fieldProps={{ maxLength: 20 }}
              />
              <ProFormSelect
                name="creditGrade"
                label="信用等级"
                required
                colProps={half}
                rules={[rule('creditGrade')]}
                options={choices(AGENCY_CREDIT_GRADES)}
              />
              <ProFormSelect
                name="technicalFields"
                label="技术领域"
                required
                mode="multiple"
                rules={[rule('technicalFields')]}
                options={optionsOf(dicts.technicalFields)}
              />
              <ProFormSelect
                name="mainServices"
                label="主营服务"
                required
                mode="multiple"
                rules={[rule('mainServices')]}
                options={optionsOf(dicts.mainService)}
              />
              <ProFormText
                name="contactPhone"
                label="联系电话"
                required
                colProps={half}
                rules={[rule('contactPhone')]}
                placeholder="手机号或固定电话，如 029-88886666"
                fieldProps={{ maxLength: 20 }}
              />
              <ProFormText
                name="email"
                label="电子邮箱"
                required
                colProps={half}
                rules={[rule('email')]}
                fieldProps={{ maxLength: 254 }}
              />
              <ProFormText
                name="website"
                label="机构网站"
                rules={[rule('website')]}
                placeholder="https://"
                fieldProps={{ maxLength: 200 }}
              />
              <ProFormDigit
                name="agentCount"
                label="执业专利代理师"
                required
                colProps={half}
                rules={[rule('agentCount')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '人' }}
              />
              <ProFormDigit
                name="inventionCount"
                label="发明专利代理量"
                required
                colProps={half}
                rules={[rule('inventionCount')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '件' }}
              />
              <ProFormDigit
                name="utilityCount"
                label="实用新型代理量"
                required
                colProps={half}
                rules={[rule('utilityCount')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '件' }}
              />
              <ProFormDigit
                name="designCount"
                label="外观设计代理量"
                required
                colProps={half}
                rules={[rule('designCount')]}
                min={0}
                fieldProps={{ precision: 0, addonAfter: '件' }}
              />
              <ProFormTextArea
                name="intro"
                label="机构简介"
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
