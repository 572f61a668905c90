import {
  ProFormCheckbox,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ProColumns,
} from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, Empty, Select, Space, Tag, Typography } from 'antd';
import DirectoryActions from '@/components/DirectoryAdmin/DirectoryActions';
import DirectoryFormDrawer from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import { linesOf, linesText, numberOf, optionsOf } from '@/components/DirectoryAdmin/formValues';
import { DIRECTORY_STATUS_TABS, type DirectoryStatusTab } from '@/components/DirectoryAdmin/labels';
import StatusCell from '@/components/DirectoryAdmin/StatusCell';
import useEditParam from '@/components/DirectoryAdmin/useEditParam';
import shared from '@/components/DirectoryAdmin/index.less';
import ShellPage from '@/components/ShellPage';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { productProblems, type DirectoryDictionaries } from '@/contract/directoryForm';
import usePageData from '@/hooks/usePageData';
import {
  createProduct,
  disableProduct,
  enableProduct,
  findAdminInstitutions,
  findAdminProducts,
  getAdminProduct,
  updateProduct,
} from '@/services/directory';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

const FEATURED = { '': '推荐不限', yes: '推荐产品', no: '非推荐' } as const;
type FeaturedFilter = keyof typeof FEATURED;

interface ProductsState {
  status: DirectoryStatusTab;
  category: string;
  institution: string;
  featured: FeaturedFilter;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<ProductsState> = {
  status: enumParam(Object.keys(DIRECTORY_STATUS_TABS) as DirectoryStatusTab[], 'all'),
  category: textParam(20, /[^A-Z]/g),
  institution: textParam(64),
  featured: enumParam(Object.keys(FEATURED) as FeaturedFilter[], ''),
  keyword: textParam(),
  page: pageParam(),
};

const FIELDS = [
  'name',
  'institutionId',
  'category',
  'amountMin',
  'amountMax',
  'termMonthsMin',
  'termMonthsMax',
  'rateMin',
  'rateMax',
  'repayment',
  'guarantee',
  'borrowers',
  'materials',
  'steps',
  'features',
  'governmentSubsidy',
  'onlinePledge',
  'featured',
] as const;
const LINE_FIELDS = ['borrowers', 'materials', 'steps', 'features'] as const;
const NUMBER_FIELDS = [
  'amountMin',
  'amountMax',
  'termMonthsMin',
  'termMonthsMax',
  'rateMin',
  'rateMax',
] as const;
/** The ticks of the form (an antd checkbox group of one each). */
const FLAGS = ['governmentSubsidy', 'onlinePledge', 'featured'] as const;

type FormValues = Record<string, unknown>;

function toInput(values: FormValues): API.ProductInput {
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) input[field] = values[field];
  for (const field of LINE_FIELDS) input[field] = linesOf(values[field]);
  for (const field of NUMBER_FIELDS) input[field] = numberOf(values[field]);
  for (const flag of FLAGS) input[flag] = values[flag] === true;
  return input as unknown as API.ProductInput;
}

function toForm(product: API.AdminProduct): FormValues {
  const values: FormValues = {};
  for (const field of FIELDS) values[field] = product[field];
  for (const field of LINE_FIELDS) values[field] = linesText(product[field]);
  return values;
}

const BLANK: FormValues = {
  governmentSubsidy: false,
  onlinePledge: false,
  featured: false,
  steps: ['线上提交申请', '机构尽职调查', '知识产权价值评估', '审批并签订合同', '放款'].join('\n'),
};

const third = { xs: 24, sm: 8 };
const half = { xs: 24, sm: 12 };
const amountText = (min: number, max: number, unit: string) =>
  min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;

/**
 * 金融产品: every financial product by status, type, institution, 推荐 and keyword (in the URL,
 * the open form too); create and edit with the ranges the portal's loan forms rely on (amounts,
 * term, rate); 停用 with a reason and 启用. A product of a disabled institution is hidden with it,
 * which its status says.
 */
export default function AdminProductsPage() {
  const { dicts } = useModel('dict');
  const dictionaries: DirectoryDictionaries = {
    technicalFields: dicts.technicalFields.map((d) => d.value),
    mainServices: dicts.mainService.map((d) => d.value),
    financeCategories: dicts.financeCategory.map((d) => d.value),
  };
  // Every institution, for the filter and the form's choice (a few dozen in a zone).
  const institutions = usePageData(() =>
    findAdminInstitutions({ size: 500, sort: 'createdAt asc' }),
  );
  const institutionOptions = (institutions.data?.content ?? []).map((x) => ({
    value: x.id,
    label: x.status === 'disabled' ? `${x.name}（已停用）` : x.name,
  }));

  const { editing, openEditor, closeEditor } = useEditParam();
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAdminProducts(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              category: current.category || undefined,
              institutionId: current.institution || undefined,
              featured: current.featured === '' ? undefined : current.featured === 'yes',
            },
          }),
        ),
      '金融产品列表加载失败',
      '金融产品列表',
      { title: 'name' },
    );

  const columns: ProColumns<API.AdminProduct>[] = [
    {
      title: '产品名称',
      dataIndex: 'name',
      width: 240,
      render: (_, product) => (
        <Space direction="vertical" size={0}>
          <Button type="link" className={shared.name} onClick={() => openEditor(product.id)}>
            {product.name}
          </Button>
          <Typography.Text type="secondary">{product.institutionName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '类型',
      dataIndex: 'category',
      width: 130,
      render: (_, product) => (
        <Space size={4} wrap>
          {dictLabel(dicts.financeCategory, product.category)}
          {product.featured && <Tag color="blue">推荐</Tag>}
        </Space>
      ),
    },
    {
      title: '额度',
      dataIndex: 'amountMax',
      width: 130,
      render: (_, p) => amountText(p.amountMin, p.amountMax, '万元'),
    },
    {
      title: '期限',
      dataIndex: 'termMonthsMax',
      width: 110,
      render: (_, p) => amountText(p.termMonthsMin, p.termMonthsMax, '个月'),
    },
    {
      title: '年利率',
      dataIndex: 'rateMin',
      width: 110,
      render: (_, p) => (p.rateMin === p.rateMax ? `${p.rateMin}%` : `${p.rateMin}%–${p.rateMax}%`),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 170,
      render: (_, product) => (
        <StatusCell record={product} hiddenNote="所属机构已停用，门户暂不展示" />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_, product) => (
        <DirectoryActions
          record={product}
          name={product.name}
          noun="金融产品"
          publicUrl={`/gxq/finance/product/${encodeURIComponent(product.id)}`}
          onEdit={() => openEditor(product.id)}
          disable={(reason) => disableProduct(product, reason)}
          enable={() => enableProduct(product)}
          onDone={reload}
        />
      ),
    },
  ];

  const filtered =
    state.status !== 'all' ||
    state.category ||
    state.institution ||
    state.featured ||
    state.keyword;

  return (
    <ShellPage title="金融产品">
      {errorAlert}
      <ProTable<API.AdminProduct, ProductsState>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1080 }}
        toolbar={{
          menu: statusTabs(DIRECTORY_STATUS_TABS),
          filter: (
            <Space wrap className={shared.filters}>
              <Select
                value={state.category}
                onChange={(category) => update({ category })}
                options={[
                  { value: '', label: '产品类型不限' },
                  ...optionsOf(dicts.financeCategory),
                ]}
                aria-label="产品类型"
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
              <Select
                value={state.institution}
                onChange={(institution) => update({ institution })}
                options={[{ value: '', label: '所属机构不限' }, ...institutionOptions]}
                aria-label="所属机构"
                showSearch
                optionFilterProp="label"
                loading={institutions.loading}
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
              <Select
                value={state.featured}
                onChange={(featured) => update({ featured })}
                options={(Object.keys(FEATURED) as FeaturedFilter[]).map((value) => ({
                  value,
                  label: FEATURED[value],
                }))}
                aria-label="是否推荐"
                popupMatchSelectWidth={false}
                className={shared.filter}
              />
            </Space>
          ),
          search: toolbarSearch('产品名称、机构名称或产品特色'),
          actions: [
            <Button key="create" type="primary" onClick={() => openEditor('new')}>
              新建金融产品
            </Button>,
          ],
        }}
        locale={{
          emptyText: <Empty description={filtered ? '没有符合条件的金融产品' : '还没有金融产品'} />,
        }}
      />
      {editing && (
        <DirectoryFormDrawer<API.ProductInput, API.AdminProduct>
          noun="金融产品"
          editing={editing}
          load={(id) => getAdminProduct(id)}
          toForm={toForm}
          blank={{ ...BLANK, institutionId: state.institution || undefined }}
          toInput={toInput}
          check={(input) => productProblems(input, dictionaries)}
          fields={FIELDS}
          create={(input) => createProduct(input, { skipErrorHandler: true })}
          update={(record, input) => updateProduct(record, input, { skipErrorHandler: true })}
          onClose={closeEditor}
          onSaved={() => {
            closeEditor();
            reload();
            institutions.refresh();
          }}
        >
          {(rule) => (
            <>
              <ProFormText
                name="name"
                label="产品名称"
                required
                rules={[rule('name')]}
                fieldProps={{ maxLength: 60 }}
              />
              <ProFormSelect
                name="institutionId"
                label="所属机构"
                required
                colProps={half}
                rules={[rule('institutionId')]}
                options={institutionOptions}
                showSearch
                fieldProps={{ optionFilterProp: 'label', loading: institutions.loading }}
              />
              <ProFormSelect
                name="category"
                label="产品类型"
                required
                colProps={half}
                rules={[rule('category')]}
                options={optionsOf(dicts.financeCategory)}
              />
              <ProFormDigit
                name="amountMin"
                label="额度下限"
                required
                colProps={half}
                rules={[rule('amountMin')]}
                fieldProps={{ precision: 2, addonAfter: '万元' }}
              />
              <ProFormDigit
                name="amountMax"
                label="额度上限"
                required
                colProps={half}
                rules={[rule('amountMax')]}
                dependencies={['amountMin']}
                fieldProps={{ precision: 2, addonAfter: '万元' }}
              />
              <ProFormDigit
                name="termMonthsMin"
                label="最短期限"
                required
                colProps={half}
                rules={[rule('termMonthsMin')]}
                fieldProps={{ precision: 0, addonAfter: '个月' }}
              />
              <ProFormDigit
                name="termMonthsMax"
                label="最长期限"
                required
                colProps={half}
                rules={[rule('termMonthsMax')]}
                dependencies={['termMonthsMin']}
                fieldProps={{ precision: 0, addonAfter: '个月' }}
              />
              <ProFormDigit
                name="rateMin"
                label="最低年利率"
                required
                colProps={half}
                rules={[rule('rateMin')]}
                fieldProps={{ precision: 2, addonAfter: '%' }}
              />
              <ProFormDigit
                name="rateMax"
                label="最高年利率"
                required
                colProps={half}
                rules={[rule('rateMax')]}
                dependencies={['rateMin']}
                fieldProps={{ precision: 2, addonAfter: '%' }}
              />
              <ProFormText
                name="repayment"
                label="还款方式"
                required
                colProps={half}
                rules={[rule('repayment')]}
                placeholder="如 按月付息，到期还本"
                fieldProps={{ maxLength: 40 }}
              />
              <ProFormText
                name="guarantee"
                label="担保方式"
                required
                colProps={half}
                rules={[rule('guarantee')]}
                placeholder="如 专利权质押"
                fieldProps={{ maxLength: 40 }}
              />
              {(
                [
                  ['borrowers', '适用对象'],
                  ['materials', '申请材料'],
                  ['steps', '办理流程'],
                  ['features', '产品特色'],
                ] as const
              ).map(([name, label]) => (
                <ProFormTextArea
                  key={name}
                  name={name}
                  label={label}
                  required
                  colProps={half}
                  rules={[rule(name)]}
                  extra="每行一条，最多10条"
                  fieldProps={{ rows: 4 }}
                />
              ))}
              <ProFormCheckbox name="governmentSubsidy" colProps={third}>
                政府贴息
              </ProFormCheckbox>
              <ProFormCheckbox
                name="onlinePledge"
                colProps={third}
                tooltip="担保方式含质押时，门户显示“线上质押登记”"
              >
                线上质押登记
              </ProFormCheckbox>
              <ProFormCheckbox name="featured" colProps={third}>
                首页推荐
              </ProFormCheckbox>
            </>
          )}
        </DirectoryFormDrawer>
      )}
    </ShellPage>
  );
}
