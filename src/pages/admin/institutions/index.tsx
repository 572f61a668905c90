import { Link } from '@umijs/max';
import { lazy } from 'react';
import DirectoryList, {
  directoryQuery,
  directorySchema,
  useDirectoryList,
} from '@/components/DirectoryAdmin/DirectoryList';
import { choices } from '@/components/DirectoryAdmin/formValues';
import { INSTITUTION_TYPES, PROVINCES } from '@/contract/directoryRecords';
import { disableInstitution, enableInstitution, findAdminInstitutions } from '@/services/directory';
import { enumParam } from '@/utils/listState';

const InstitutionForm = lazy(
  () => import(/* webpackChunkName: "admin-institution-form" */ './InstitutionForm'),
);

const TYPES = ['', ...INSTITUTION_TYPES] as const;

const SCHEMA = directorySchema({
  type: enumParam(TYPES, ''),
  region: enumParam(['', ...PROVINCES], ''),
});

const productsOf = (id: string) => `/admin/products?${new URLSearchParams({ institution: id })}`;

/**
 * 金融机构: every financial institution by status, type, province and keyword (in the URL, the
 * open form too); create and edit; 停用 with a reason, which hides its products from the portal
 * with it (the dialog says how many), and 启用, which shows them again.
 */
export default function AdminInstitutionsPage() {
  const list = useDirectoryList('金融机构', SCHEMA, (current) =>
    findAdminInstitutions(
      directoryQuery(current, {
        type: current.type || undefined,
        region: current.region || undefined,
      }),
    ),
  );

  return (
    <DirectoryList<API.AdminInstitution, typeof list.state>
      list={list}
      name={{ title: '机构名称', width: 220, of: (x) => x.name, sub: (x) => x.creditCode }}
      columns={[
        { title: '类型', dataIndex: 'type', width: 100 },
        { title: '所在省份', dataIndex: 'region', width: 110 },
        { title: '联系电话', dataIndex: 'phone', width: 125 },
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
      ]}
      actions={(institution) => ({
        publicUrl: `/gxq/finance/agency/${encodeURIComponent(institution.id)}`,
        disableNote: institution.productCount > 0 && (
          <strong>
            该机构在门户展示的 {institution.productCount}{' '}
            个金融产品也将一并隐藏，启用机构后恢复展示。
          </strong>
        ),
        disable: (reason) => disableInstitution(institution, reason),
        enable: () => enableInstitution(institution),
      })}
      filters={[
        { key: 'type', label: '机构类型', options: choices(INSTITUTION_TYPES) },
        { key: 'region', label: '所在省份', options: choices(PROVINCES) },
      ]}
      searchPlaceholder="机构名称、简介或地址"
      form={(editor) => <InstitutionForm {...editor} />}
    />
  );
}
