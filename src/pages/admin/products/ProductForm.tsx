import { useModel } from '@umijs/max';
import DirectoryFormDrawer, {
  type DirectoryKind,
} from '@/components/DirectoryAdmin/DirectoryFormDrawer';
import type { DirectoryEditor } from '@/components/DirectoryAdmin/DirectoryList';
import {
  AreaField,
  ChoiceField,
  FlagField,
  TextField,
  useDirectoryDictionaries,
} from '@/components/DirectoryAdmin/fields';
import { NumberFields, type NumberSpec } from '@/components/DirectoryAdmin/numberFields';
import { formCodec, optionsOf } from '@/components/DirectoryAdmin/formValues';
import { productProblems } from '@/contract/directoryForm';
import { PRODUCT_FIELDS } from '@/contract/directoryRecords';
import { createProduct, getAdminProduct, updateProduct } from '@/services/directory';

/** A product's ranges, each end a field: [name, label, unit, decimals, the lower end's name]. */
const RANGES: NumberSpec[] = [
  ['amountMin', '额度下限', '万元', 2],
  ['amountMax', '额度上限', '万元', 2, 'amountMin'],
  ['termMonthsMin', '最短期限', '个月', 0],
  ['termMonthsMax', '最长期限', '个月', 0, 'termMonthsMin'],
  ['rateMin', '最低年利率', '%', 2],
  ['rateMax', '最高年利率', '%', 2, 'rateMin'],
];
/** One entry per line each. */
const LISTS = [
  ['borrowers', '适用对象'],
  ['materials', '申请材料'],
  ['steps', '办理流程'],
  ['features', '产品特色'],
] as const;

const LIST_HINT = '每行一条，最多10条';

const PRODUCT: DirectoryKind<API.ProductInput, API.AdminProduct> = {
  noun: '金融产品',
  api: { load: getAdminProduct, create: createProduct, update: updateProduct },
  codec: formCodec({
    fields: PRODUCT_FIELDS,
    lines: LISTS.map(([name]) => name),
    numbers: RANGES.map(([name]) => name),
    flags: ['governmentSubsidy', 'onlinePledge', 'featured'],
  }),
  blank: {
    governmentSubsidy: false,
    onlinePledge: false,
    featured: false,
    steps: ['线上提交申请', '机构尽职调查', '知识产权价值评估', '审批并签订合同', '放款'].join(
      '\n',
    ),
  },
};

interface ProductFormProps extends DirectoryEditor {
  /** The institution the list is filtered to: a new product's. */
  institutionId: string;
  institutions: { value: string; label: string }[];
}

/** 新建 / 编辑金融产品 (loaded when the drawer opens). */
export default function ProductForm({ institutionId, institutions, ...editor }: ProductFormProps) {
  const { dicts } = useModel('dict');
  const dictionaries = useDirectoryDictionaries();
  return (
    <DirectoryFormDrawer
      {...editor}
      kind={{ ...PRODUCT, blank: { ...PRODUCT.blank, institutionId: institutionId || undefined } }}
      check={(input) => productProblems(input, dictionaries)}
    >
      {() => (
        <>
          <TextField name="name" label="产品名称" max={60} />
          <ChoiceField name="institutionId" label="所属机构" span="half" options={institutions} />
          <ChoiceField
            name="category"
            label="产品类型"
            span="half"
            options={optionsOf(dicts.financeCategory)}
          />
          <NumberFields specs={RANGES} />
          <TextField
            name="repayment"
            label="还款方式"
            span="half"
            max={40}
            placeholder="如 按月付息，到期还本"
          />
          <TextField
            name="guarantee"
            label="担保方式"
            span="half"
            max={40}
            placeholder="如 专利权质押"
          />
          {LISTS.map(([name, label]) => (
            <AreaField
              key={name}
              name={name}
              label={label}
              span="half"
              rows={4}
              extra={LIST_HINT}
            />
          ))}
          <FlagField name="governmentSubsidy" text="政府贴息" dependencies={['features']} />
          <FlagField
            name="onlinePledge"
            text="线上质押登记"
            extra="担保方式含质押时，门户显示“线上质押登记”"
          />
          <FlagField name="featured" text="首页推荐" />
        </>
      )}
    </DirectoryFormDrawer>
  );
}
