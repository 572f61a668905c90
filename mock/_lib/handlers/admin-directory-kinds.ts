// 机构与产品, kind by kind: what the administrators' endpoints (admin-directory.ts) need to know of
// service agencies, financial institutions, financial products and experts — the portal's list of
// the kind, its editable fields, the shared rules that check them (src/contract/directoryForm.ts),
// the refusals only the backend can make (uniqueness, an unknown institution, a changed key) and
// how a record's item is built from checked values.

import {
  agencyProblems,
  expertProblems,
  institutionProblems,
  productProblems,
  type Problems,
} from '../../../src/contract/directoryForm';
import {
  AGENCY_FIELDS,
  EXPERT_FIELDS,
  INSTITUTION_FIELDS,
  PRODUCT_FIELDS,
  type AgencyInput,
  type DirectoryDictionaries,
  type ExpertInput,
  type InstitutionInput,
  type ProductInput,
} from '../../../src/contract/directoryRecords';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import { DICT_CODES } from '../../../src/contract/vocabulary';
import { db } from '../data';
import type { ProductRecord } from '../data/finance';
import {
  directoryRecord,
  directoryRecords,
  type DirectoryKind,
  type DirectoryRecord,
} from '../directory';
import type { ListSpec } from '../query';
import { AGENCY_LIST, EXPERT_LIST } from './data';
import { INSTITUTION_LIST, PRODUCT_LIST } from './finance';

function dictionaries(): DirectoryDictionaries {
  const values = (code: string) => (db().dictionaries[code] ?? []).map((d) => d.value);
  return {
    technicalFields: values(DICT_CODES.technicalFields),
    mainServices: values(DICT_CODES.mainService),
    financeCategories: values(DICT_CODES.financeCategory),
  };
}

export type Item = DirectoryRecord['item'];
export type Input = Record<string, unknown>;

export interface KindSpec {
  kind: DirectoryKind;
  /** 服务机构, 金融机构 …: in messages. */
  noun: string;
  /** The portal's own list of that kind: its filters and sorts apply to the records' items. */
  list: ListSpec<never>;
  /** The name the audit trail and messages use. */
  nameOf: (item: Item) => string;
  /** The editable fields, in the form's order. */
  fields: readonly string[];
  /** Lists of text (trimmed, blank lines dropped) and numbers among them. */
  lists?: readonly string[];
  problems: (values: Input, today: string) => Problems<Input>;
  /** A refusal no pure rule can make: uniqueness, an unknown institution, a changed key. */
  conflicts?: (values: Input, existing?: Item) => { field: string; message: string } | undefined;
  /** The record's item built from checked values (with what the backend derives). */
  build: (values: Input, id: string, existing?: Item) => Item;
  /** The main fields an audit entry of a creation holds. */
  summary: readonly string[];
}

const others = (kind: DirectoryKind, existing?: Item) =>
  directoryRecords(kind).filter((r) => r.item.id !== existing?.id);

export const SPECS: Record<DirectoryKind, KindSpec> = {
  agency: {
    kind: 'agency',
    noun: '服务机构',
    list: AGENCY_LIST as ListSpec<never>,
    nameOf: (item) => (item as API.ServiceAgency).enterpriseName,
    fields: AGENCY_FIELDS,
    lists: ['technicalFields', 'mainServices'],
    problems: (values, today) => agencyProblems(values, dictionaries(), today),
    conflicts: (values, existing) => {
      const current = existing as API.ServiceAgency | undefined;
      if (current && values.creditCode !== current.creditCode)
        return {
          field: 'creditCode',
          message: '统一社会信用代码是机构的标识，创建后不能修改',
        };
      const rest = others('agency', existing).map((r) => r.item as API.ServiceAgency);
      if (rest.some((a) => a.creditCode === values.creditCode))
        return { field: 'creditCode', message: '已有使用该统一社会信用代码的服务机构' };
      if (rest.some((a) => a.enterpriseName === values.enterpriseName))
        return { field: 'enterpriseName', message: '已有同名的服务机构' };
      return undefined;
    },
    build: (values, id) => {
      const input = values as unknown as AgencyInput;
      const { website, ...rest } = input;
      return {
        id,
        ...rest,
        ...(website ? { website } : {}),
        // The reported total is the sum of its parts, so the figures always add up.
        patentTotal: input.inventionCount + input.utilityCount + input.designCount,
      };
    },
    summary: ['enterpriseName', 'creditCode', 'region', 'city', 'contactPhone'],
  },
  institution: {
    kind: 'institution',
    noun: '金融机构',
    list: INSTITUTION_LIST as ListSpec<never>,
    nameOf: (item) => (item as API.FinancialInstitution).name,
    fields: INSTITUTION_FIELDS,
    problems: (values) => institutionProblems(values),
    conflicts: (values, existing) => {
      const rest = others('institution', existing).map((r) => r.item as API.FinancialInstitution);
      if (rest.some((x) => x.creditCode === values.creditCode))
        return { field: 'creditCode', message: '已有使用该统一社会信用代码的金融机构' };
      if (rest.some((x) => x.name === values.name))
        return { field: 'name', message: '已有同名的金融机构' };
      return undefined;
    },
    build: (values, id, existing) => {
      const current = existing as API.FinancialInstitution | undefined;
      return {
        id,
        ...(values as unknown as InstitutionInput),
        // Counted from its visible products when the directory is published.
        productCount: current?.productCount ?? 0,
        // Its pledge registrations are history: they stay as registered.
        pledgeCount: current?.pledgeCount ?? 0,
        totalFinancing: current?.totalFinancing ?? 0,
      };
    },
    summary: ['name', 'type', 'creditCode', 'region'],
  },
  product: {
    kind: 'product',
    noun: '金融产品',
    list: PRODUCT_LIST as ListSpec<never>,
    nameOf: (item) => (item as ProductRecord).name,
    fields: PRODUCT_FIELDS,
    lists: ['borrowers', 'materials', 'steps', 'features'],
    problems: (values) => productProblems(values, dictionaries()),
    conflicts: (values, existing) => {
      const institution = directoryRecord('institution', String(values.institutionId));
      if (!institution) return { field: 'institutionId', message: '所属机构不存在' };
      const sameName = others('product', existing)
        .map((r) => r.item as ProductRecord)
        .some((p) => p.institutionId === values.institutionId && p.name === values.name);
      return sameName ? { field: 'name', message: '该机构已有同名的产品' } : undefined;
    },
    build: (values, id, existing) => {
      const current = existing as ProductRecord | undefined;
      return {
        id,
        // The flags a form left out are false by now (valuesOf).
        ...(values as unknown as Required<ProductInput>),
        // Named from its institution when the directory is published.
        institutionName: current?.institutionName ?? '',
        publishDate: current?.publishDate ?? shanghaiToday(),
      };
    },
    summary: ['name', 'institutionId', 'category', 'amountMin', 'amountMax', 'rateMin', 'rateMax'],
  },
  expert: {
    kind: 'expert',
    noun: '专家',
    list: EXPERT_LIST as ListSpec<never>,
    nameOf: (item) => (item as API.Expert).name,
    fields: EXPERT_FIELDS,
    lists: ['specialties'],
    problems: (values) => expertProblems(values, dictionaries()),
    build: (values, id) => ({ id, ...(values as unknown as ExpertInput) }),
    summary: ['name', 'title', 'organization', 'fields'],
  },
};
