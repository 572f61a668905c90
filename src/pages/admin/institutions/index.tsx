import {
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ProColumns,
} from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Button, Empty, Select, Space, Typography } from 'antd';
import DirectoryActions from '@/components/DirectoryAdmin/DirectoryActions';
import DirectoryFormDrawer from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import { choices } from '@/components/DirectoryAdmin/formValues';
import { DIRECTORY_STATUS_TABS, type DirectoryStatusTab } from '@/components/DirectoryAdmin/labels';
import StatusCell from '@/components/DirectoryAdmin/StatusCell';
import useEditParam from '@/components/DirectoryAdmin/useEditParam';
import shared from '@/components/DirectoryAdmin/index.less';
import ShellPage from '@/components/ShellPage';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { INSTITUTION_TYPES, PROVINCES, institutionProblems } from '@/contract/directoryForm';
import {
  createInstitution,
  disableInstitution,
  enableInstitution,
  findAdminInstitutions,
  getAdminInstitution,
  updateInstitution,
} from '@/services/directory';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

const TYPES = ['', ...INSTITUTION_TYPES] as const;
type TypeFilter = (typeof TYPES)[number];
const REGIONS = ['', ...PROVINCES];

interface InstitutionsState {
  status: DirectoryStatusTab;
  type: TypeFilter;
  region: string;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<InstitutionsState> = {
  status: enumParam(Object.keys(DIRECTORY_STATUS_TABS) as DirectoryStatusTab[], 'all'),
  type: enumParam(TYPES, ''),
  region: enumParam(REGIONS, ''),
  keyword: textParam(),
  page: pageParam(),
};

const FIELDS = ['name', 'type', 'creditCode', 'region', 'address', 'phone', 'intro'] as const;

type FormValues = Record<string, unknown>;

function toInput(values: FormValues): API.InstitutionInput {
  return Object.fromEntries(FIELDS.map((f) => [f, values[f]])) as unknown as API.InstitutionInput;
}

function toForm(institution: API.AdminInstitution): FormValues {
  return Object.fromEntries(FIELDS.map((f) => [f, institution[f]]));
}

const half = { xs: 24, sm: 12 };
const productsOf = (id: string) => `/admin/products?${new URLSearchParams({ institution: id })}`;

/**
 * 金融机构: every financial institution by status, type, province and keyword (in the URL, the
 * open form too); create and edit; 停用 with a reason, which hides its products from the portal
 * with it (the dialog says how many), and 启用, which shows them again.
 */
export default function AdminInstitutionsPage() {
  const { editing, openEditor, closeEditor } = useEditParam();
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAdminInstitutions(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              type: current.type || undefined,
              region: current.region || undefined,
            },
          }),
        ),
      '金融机构列表加载失败',
      '金融机构列表',
      { title: 'name' },
    );

  const columns: ProColumns<API.AdminInstitution>[] = [
    {
      title: '机构名称',
      dataIndex: 'name',
      width: 250,
      render: (_, institution) => (
        <Space direction="vertical" size={0}>
          <Button type="link" className={shared.name} onClick={() => openEditor(institution.id)}>
            {institution.name}
          </Button>
          <Typography.Text type="secondary">{institution.creditCode}</Typography.Text>
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 100 },
    { title: '所在省份', dataIndex: 'region', width: 110 },
    { title: '联系电话', dataIndex: 'phone', width: 140 },
    {
      title: '门户产品',
      dataIndex: 'productCount',
      width: 100,
      render: (_, institution) => (
        <Link to={productsOf(institution.id)} aria-label={`查看${institution.name}的金融产品`}>
          {institution.productCount} 个
        </Link>
      ),
    },
    {
      title: '质押融资',
      dataIndex: 'totalFinancing',
      width: 130,
      render: (_, x) => `${x.pledgeCount} 笔 / ${x.totalFinancing} 万元`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 170,
      render: (_, institution) => <StatusCell record={institution} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, institution) => (
        <DirectoryActions
          record={institution}
          name={institution.name}
          noun="金融机构"
          publicUrl={`/gxq/finance/agency/${encodeURIComponent(institution.id)}`}
          disableNote={
            institution.productCount > 0 && (
              <strong>
                该机构在门户展示的 {institution.productCount}{' '}
                个金融产品也将一并隐藏，启用机构后恢复展示。
              </strong>
            )
          }
          onEdit={() => openEditor(institution.id)}
          disable={(reason) => disableInstitution(institution, reason)}
          enable={() => enableInstitution(institution)}
          onDone={reload}
        />
      ),
    },
  ];

  const filtered = state.status !== 'all' || state.type || state.region || state.keyword;

  return (
    <ShellPage title="金融机构">
      {errorAlert}
      <ProTable<API.AdminInstitution, InstitutionsState>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1110 }}
        toolbar={{
          menu: statusTabs(DIRECTORY_STATUS_TABS),
          filter: (
            <Space wrap className={shared.filters}>
              <Select
                value={state.type}
                onChange={(type) => update({ type })}
                options={TYPES.map((value) => ({ value, label: value || '机构类型不限' }))}
                aria-label="机构类型"
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
              <Select
                value={state.region}
                onChange={(region) => update({ region })}
                options={REGIONS.map((value) => ({ value, label: value || '所在省份不限' }))}
                aria-label="所在省份"
                showSearch
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
            </Space>
          ),
          search: toolbarSearch('机构名称、简介或地址'),
          actions: [
            <Button key="create" type="primary" onClick={() => openEditor('new')}>
              新建金融机构
            </Button>,
          ],
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的金融机构' : '还没有金融机构'} />,
        }}
      />
      {editing && (
        <DirectoryFormDrawer<API.InstitutionInput, API.AdminInstitution>
          noun="金融机构"
          editing={editing}
          load={(id) => getAdminInstitution(id)}
          toForm={toForm}
          blank={{}}
          toInput={toInput}
          check={(input) => institutionProblems(input)}
          fields={FIELDS}
          create={(input) => createInstitution(input, { skipErrorHandler: true })}
          update={(record, input) => updateInstitution(record, input, { skipErrorHandler: true })}
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
                label="机构名称"
                required
                rules={[rule('name')]}
                fieldProps={{ maxLength: 60 }}
              />
              <ProFormSelect
                name="type"
                label="机构类型"
                required
                colProps={half}
                rules={[rule('type')]}
                options={choices(INSTITUTION_TYPES)}
              />
              <ProFormText
                name="creditCode"
                label="统一社会信用代码"
                required
                colProps={half}
                rules={[rule('creditCode')]}
                fieldProps={{ maxLength: 18 }}
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
                name="phone"
                label="联系电话"
                required
                colProps={half}
                rules={[rule('phone')]}
                placeholder="手机号或固定电话，如 029-88886666"
                fieldProps={{ maxLength: 20 }}
              />
              <ProFormText
                name="address"
                label="地址"
                required
                rules={[rule('address')]}
                fieldProps={{ maxLength: 100 }}
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
