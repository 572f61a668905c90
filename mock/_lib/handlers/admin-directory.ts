// 机构与产品: administrators keep the directory — service agencies, financial institutions,
// financial products and experts. For each kind: the list (the portal's own filters for it, plus
// status and keyword), one record, create, update, disable with a reason and enable. Rules held
// here, whatever a page shows: the values pass the shared rules of src/contract/directoryForm.ts
// (a refusal names its field); an agency's credit code is unique and, being the key of its page
// and of the favourites of it, never changes once created; every change names the version it was
// based on (a stale one is HTTP 409 VERSION_CONFLICT with the record now) and is recorded in the
// audit trail. What visitors see follows at once (mock/_lib/directory.ts); disabling an
// institution hides its products with it, and enabling it shows them again.

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
import { STATUS_REASON_LIMITS } from '../../../src/contract/statusReason';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import { DICT_CODES } from '../../../src/contract/vocabulary';
import { recordAudit } from '../audit';
import { db } from '../data';
import {
  addDirectoryRecord,
  directoryRecord,
  directoryRecords,
  isVisible,
  nextDirectoryId,
  noteDirectoryChange,
  type DirectoryKind,
  type DirectoryRecord,
} from '../directory';
import type { Handler, MockRequest } from '../envelope';
import {
  ApiError,
  badRequest,
  bodyOf,
  fieldError,
  handle,
  notFound,
  targetNotFound,
} from '../envelope';
import type { FilterSpec, ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { optionalText, requiredText } from '../validate';
import { AGENCY_LIST, EXPERT_LIST } from './data';
import { INSTITUTION_LIST, PRODUCT_LIST } from './finance';

const ADMIN_ONLY = '仅平台管理员可以管理机构与产品';

export const DIRECTORY_VERSION_CONFLICT_MESSAGE =
  '该记录已被修改（可能是其他管理员刚刚保存过），请查看最新内容后再操作';

function dictionaries(): DirectoryDictionaries {
  const values = (code: string) => (db().dictionaries[code] ?? []).map((d) => d.value);
  return {
    technicalFields: values(DICT_CODES.technicalFields),
    mainServices: values(DICT_CODES.mainService),
    financeCategories: values(DICT_CODES.financeCategory),
  };
}

type Item = DirectoryRecord['item'];
type Input = Record<string, unknown>;

interface KindSpec {
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

const SPECS: Record<DirectoryKind, KindSpec> = {
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
    nameOf: (item) => (item as API.FinancialProduct).name,
    fields: PRODUCT_FIELDS,
    lists: ['borrowers', 'materials', 'steps', 'features'],
    problems: (values) => productProblems(values, dictionaries()),
    conflicts: (values, existing) => {
      const institution = directoryRecord('institution', String(values.institutionId));
      if (!institution) return { field: 'institutionId', message: '所属机构不存在' };
      const sameName = others('product', existing)
        .map((r) => r.item as API.FinancialProduct)
        .some((p) => p.institutionId === values.institutionId && p.name === values.name);
      return sameName ? { field: 'name', message: '该机构已有同名的产品' } : undefined;
    },
    build: (values, id, existing) => {
      const current = existing as API.FinancialProduct | undefined;
      return {
        id,
        ...(values as unknown as ProductInput),
        // Named from its institution when the directory is published.
        institutionName: current?.institutionName ?? '',
        publishDate: current?.publishDate ?? shanghaiToday(),
        applyCount: current?.applyCount ?? 0,
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

/** The record as administrators see it: the item and its status, version and times. */
function viewOf(kind: DirectoryKind, record: DirectoryRecord) {
  const { meta } = record;
  return {
    ...record.item,
    status: meta.status,
    visible: isVisible(kind, record),
    version: meta.version,
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    ...(meta.status === 'disabled' && meta.disabledReason
      ? {
          disabledReason: meta.disabledReason,
          disabledAt: meta.disabledAt,
          disabledBy: meta.disabledBy,
        }
      : {}),
  };
}

/** The portal's list spec lifted over records, with the status, times and visibility. */
function adminList(spec: KindSpec): ListSpec<DirectoryRecord> {
  const portal = spec.list as unknown as ListSpec<Item>;
  const sort: ListSpec<DirectoryRecord>['sort'] = {
    updatedAt: (r) => r.meta.updatedAt,
    createdAt: (r) => r.meta.createdAt,
  };
  for (const [key, get] of Object.entries(portal.sort)) sort[key] = (r) => get(r.item);
  const filters: FilterSpec<DirectoryRecord>[] = (portal.filters ?? []).map((filter) =>
    filter.kind === 'custom'
      ? { ...filter, test: (r: DirectoryRecord, value: unknown) => filter.test(r.item, value) }
      : ({ ...filter, get: (r: DirectoryRecord) => filter.get(r.item as never) } as never),
  );
  filters.push(
    { key: 'status', kind: 'match', get: (r) => r.meta.status },
    { key: 'visible', kind: 'bool', label: '门户可见', get: (r) => isVisible(spec.kind, r) },
  );
  return {
    text: (r) => [...portal.text(r.item), spec.nameOf(r.item)],
    sort,
    defaultSort: 'updatedAt desc',
    filters,
  };
}

const LISTS = Object.fromEntries(
  Object.values(SPECS).map((spec) => [spec.kind, adminList(spec)]),
) as Record<DirectoryKind, ListSpec<DirectoryRecord>>;

/** The body's editable fields: texts trimmed, lists without blank lines, the rest as sent. */
function valuesOf(spec: KindSpec, body: Input): Input {
  const values: Input = {};
  for (const field of spec.fields) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value.trim();
    else if (spec.lists?.includes(field) && Array.isArray(value))
      values[field] = value
        .map((v) => (typeof v === 'string' ? v.trim() : v))
        .filter((v) => v !== '');
    else if (value !== undefined && value !== null) values[field] = value;
  }
  // Flags a form leaves unticked may be left out.
  if (spec.kind === 'product')
    for (const flag of ['governmentSubsidy', 'onlinePledge', 'featured'])
      if (typeof values[flag] !== 'boolean') values[flag] = false;
  return values;
}

/** Checked values, or the first refusal at its field. */
function checked(spec: KindSpec, body: Input, existing?: Item): Input {
  const values = valuesOf(spec, body);
  const problems = spec.problems(values, shanghaiToday());
  const first = spec.fields.find((field) => problems[field]);
  if (first) throw fieldError(first, problems[first]!);
  const conflict = spec.conflicts?.(values, existing);
  if (conflict) throw fieldError(conflict.field, conflict.message);
  return values;
}

function idOf(source: Input | undefined): string {
  const id = optionalText(source?.id, 'id', 64);
  if (!id) throw badRequest('缺少参数 id');
  return id;
}

/** The record a change names, checked against the version the administrator saw. */
function targetOf(spec: KindSpec, req: MockRequest): DirectoryRecord {
  const body = bodyOf(req);
  const record = directoryRecord(spec.kind, idOf(body));
  if (!record) throw targetNotFound(`未找到该${spec.noun}`);
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw fieldError('version', `缺少${spec.noun}的版本号，请刷新页面后重试`);
  if (version !== record.meta.version) {
    const data: API.DirectoryVersionConflictData = {
      currentVersion: record.meta.version,
      current: viewOf(spec.kind, record) as API.DirectoryVersionConflictData['current'],
    };
    throw new ApiError(DIRECTORY_VERSION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
  }
  return record;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function pick(item: Item, fields: readonly string[]): Record<string, unknown> {
  const source = item as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => f in source).map((f) => [f, source[f]]));
}

/** The next version of a record, kept and shown, recorded with who and what. */
function bump(spec: KindSpec, record: DirectoryRecord): void {
  record.meta.version += 1;
  record.meta.updatedAt = new Date().toISOString();
  noteDirectoryChange(spec.kind, record.item.id);
}

function endpoints(spec: KindSpec) {
  const { kind } = spec;

  const find = handle((req) => {
    requireAdmin(req, ADMIN_ONLY);
    const page = runQuery(directoryRecords(kind) as DirectoryRecord[], req.query, LISTS[kind]);
    return { ...page, content: page.content.map((r) => viewOf(kind, r)) };
  });

  const detail = handle((req) => {
    requireAdmin(req, ADMIN_ONLY);
    const record = directoryRecord(kind, idOf(req.query));
    if (!record) throw notFound(`未找到该${spec.noun}`);
    return viewOf(kind, record);
  });

  const create = handle((req) => {
    const actor = requireAdmin(req, ADMIN_ONLY);
    const values = checked(spec, bodyOf(req));
    const id = nextDirectoryId(kind);
    const now = new Date().toISOString();
    const record = {
      item: spec.build(values, id),
      meta: { status: 'active' as const, version: 1, createdAt: now, updatedAt: now },
    };
    addDirectoryRecord(kind, record as DirectoryRecord<typeof kind>);
    recordAudit({
      actor,
      action: `${kind}.create`,
      targetType: kind,
      targetId: id,
      after: pick(record.item, spec.summary),
    });
    return viewOf(kind, record);
  });

  const update = handle((req) => {
    const actor = requireAdmin(req, ADMIN_ONLY);
    const record = targetOf(spec, req);
    const values = checked(spec, bodyOf(req), record.item);
    const next = spec.build(values, record.item.id, record.item);
    const changedFields = Object.keys({ ...record.item, ...next }).filter(
      (field) =>
        !sameValue((record.item as unknown as Input)[field], (next as unknown as Input)[field]),
    );
    // Saved as it was: no new version, nothing to record.
    if (changedFields.length === 0) return viewOf(kind, record);
    const before = pick(record.item, changedFields);
    record.item = next;
    bump(spec, record);
    recordAudit({
      actor,
      action: `${kind}.update`,
      targetType: kind,
      targetId: record.item.id,
      before,
      after: pick(record.item, changedFields),
    });
    return viewOf(kind, record);
  });

  const disable = handle((req) => {
    const actor = requireAdmin(req, ADMIN_ONLY);
    const record = targetOf(spec, req);
    const reason = requiredText(
      bodyOf(req).reason,
      '停用原因',
      STATUS_REASON_LIMITS.min,
      STATUS_REASON_LIMITS.withdraw,
    );
    if (record.meta.status === 'disabled') throw badRequest(`该${spec.noun}已停用`);
    record.meta.status = 'disabled';
    record.meta.disabledReason = reason;
    record.meta.disabledAt = new Date().toISOString();
    record.meta.disabledBy = actor;
    bump(spec, record);
    recordAudit({
      actor,
      action: `${kind}.disable`,
      targetType: kind,
      targetId: record.item.id,
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason,
    });
    return viewOf(kind, record);
  });

  const enable = handle((req) => {
    const actor = requireAdmin(req, ADMIN_ONLY);
    const record = targetOf(spec, req);
    if (record.meta.status !== 'disabled') throw badRequest(`该${spec.noun}未停用，无需启用`);
    record.meta.status = 'active';
    delete record.meta.disabledReason;
    delete record.meta.disabledAt;
    delete record.meta.disabledBy;
    bump(spec, record);
    recordAudit({
      actor,
      action: `${kind}.enable`,
      targetType: kind,
      targetId: record.item.id,
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
    return viewOf(kind, record);
  });

  return { find, detail, create, update, disable, enable };
}

export const adminAgency = endpoints(SPECS.agency);
export const adminInstitution = endpoints(SPECS.institution);
export const adminProduct = endpoints(SPECS.product);
export const adminExpert = endpoints(SPECS.expert);

/** The routes of the four kinds under `prefix` (…/api/authFront/admin/<kind>/<operation>). */
export function directoryRoutes(prefix: string) {
  const routes: Record<string, Handler> = {};
  const kinds = {
    agency: adminAgency,
    institution: adminInstitution,
    product: adminProduct,
    expert: adminExpert,
  };
  for (const [kind, ops] of Object.entries(kinds)) {
    routes[`GET ${prefix}/${kind}/find`] = ops.find;
    routes[`GET ${prefix}/${kind}/detail`] = ops.detail;
    for (const op of ['create', 'update', 'disable', 'enable'] as const)
      routes[`POST ${prefix}/${kind}/${op}`] = ops[op];
  }
  return routes;
}
