import { useModel } from '@umijs/max';
import { Tag } from 'antd';
import { lazy } from 'react';
import DirectoryList, {
  directoryQuery,
  directorySchema,
  useDirectoryList,
} from '@/components/DirectoryAdmin/DirectoryList';
import { optionsOf } from '@/components/DirectoryAdmin/formValues';
import usePageData from '@/hooks/usePageData';
import {
  disableProduct,
  enableProduct,
  findAdminInstitutions,
  findAdminProducts,
} from '@/services/directory';
import { dictLabel } from '@/utils/dictionaries';
import { enumParam, textParam } from '@/utils/listState';
import styles from './index.less';

const ProductForm = lazy(
  () => import(/* webpackChunkName: "admin-product-form" */ './ProductForm'),
);

const FEATURED = { '': '推荐不限', yes: '推荐产品', no: '非推荐' } as const;
type FeaturedFilter = keyof typeof FEATURED;

const SCHEMA = directorySchema({
  category: textParam(20, /[^A-Z]/g),
  institution: textParam(64),
  featured: enumParam(Object.keys(FEATURED) as FeaturedFilter[], ''),
});

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
  // Every institution, for the filter and the form's choice (a few dozen in a zone).
  const institutions = usePageData(() =>
    findAdminInstitutions({ size: 500, sort: 'createdAt asc' }),
  );
  const institutionOptions = (institutions.data?.content ?? []).map((x) => ({
    value: x.id,
    label: x.status === 'disabled' ? `${x.name}（已停用）` : x.name,
  }));
  const list = useDirectoryList('金融产品', SCHEMA, (current) =>
    findAdminProducts(
      directoryQuery(current, {
        category: current.category || undefined,
        institutionId: current.institution || undefined,
        featured: current.featured === '' ? undefined : current.featured === 'yes',
      }),
    ),
  );
  const { state } = list;
  // An institution in the URL is kept while the names load (or if it is not among them).
  const institutionChoices =
    state.institution && !institutionOptions.some((x) => x.value === state.institution)
      ? [...institutionOptions, { value: state.institution, label: state.institution }]
      : institutionOptions;

  return (
    <DirectoryList<API.AdminProduct, typeof state>
      list={list}
      name={{ title: '产品名称', width: 240, of: (p) => p.name, sub: (p) => p.institutionName }}
      columns={[
        {
          title: '类型',
          dataIndex: 'category',
          width: 130,
          render: (_, product) => (
            <span className={styles.category}>
              {dictLabel(dicts.financeCategory, product.category)}
              {product.featured && <Tag color="blue">推荐</Tag>}
            </span>
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
          render: (_, p) =>
            p.rateMin === p.rateMax ? `${p.rateMin}%` : `${p.rateMin}%–${p.rateMax}%`,
        },
      ]}
      hiddenNote="所属机构已停用，门户暂不展示"
      actions={(product) => ({
        publicUrl: `/gxq/finance/product/${encodeURIComponent(product.id)}`,
        disable: (reason) => disableProduct(product, reason),
        enable: () => enableProduct(product),
      })}
      filters={[
        { key: 'category', label: '产品类型', options: optionsOf(dicts.financeCategory) },
        { key: 'institution', label: '所属机构', options: institutionChoices },
        {
          key: 'featured',
          label: '是否推荐',
          options: (Object.keys(FEATURED) as FeaturedFilter[]).map((value) => ({
            value,
            label: FEATURED[value],
          })),
        },
      ]}
      searchPlaceholder="产品名称、机构名称或产品特色"
      form={(editor) => (
        <ProductForm
          {...editor}
          institutionId={state.institution}
          institutions={institutionOptions}
          onSaved={() => {
            editor.onSaved();
            institutions.refresh();
          }}
        />
      )}
    />
  );
}
