// 机构与产品: administrators keep the directory — service agencies, financial institutions,
// financial products and experts. For each kind: the list (the portal's own filters for it, plus
// status and keyword), one record, create, update, disable with a reason and enable. Rules held
// here, whatever a page shows: the values pass the shared rules of src/contract/directoryForm.ts
// (a refusal names its field); an agency's credit code is unique and, being the key of its page
// and of the favourites of it, never changes once created; every change names the version it was
// based on (a stale one is HTTP 409 VERSION_CONFLICT with the record now) and is recorded in the
// audit trail. What visitors see follows at once (mock/_lib/directory.ts); disabling an
// institution hides its products with it, and enabling it shows them again.

import { STATUS_REASON_LIMITS } from '../../../src/contract/statusReason';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import { recordAudit } from '../audit';
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
import type { ProductRecord } from '../data/finance';
import { productAsRead } from '../productFigures';
import type { FilterSpec, ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { optionalText, requiredText } from '../validate';
import { SPECS, type Input, type Item, type KindSpec } from './admin-directory-kinds';

const ADMIN_ONLY = '仅平台管理员可以管理机构与产品';

export const DIRECTORY_VERSION_CONFLICT_MESSAGE =
  '该记录已被修改（可能是其他管理员刚刚保存过），请查看最新内容后再操作';

/** The item as read: a product with its figures counted now. */
const itemAsRead = (kind: DirectoryKind, item: Item): Item =>
  kind === 'product' ? productAsRead(item as ProductRecord) : item;

/** The record as administrators see it: the item and its status, version and times. */
function viewOf(kind: DirectoryKind, record: DirectoryRecord) {
  const { meta } = record;
  return {
    ...itemAsRead(kind, record.item),
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
  for (const [key, get] of Object.entries(portal.sort))
    sort[key] = (r) => get(itemAsRead(spec.kind, r.item));
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
