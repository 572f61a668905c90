// The directory the administrators keep (机构与产品): service agencies, financial institutions,
// financial products and experts, each with a status (active / disabled), a version and the
// times it was created and last changed. The seed gives the first version of every record; the
// administrators' changes live here and are kept by the store (only what changed, so a store
// written before there was a directory loads as the seed).
//
// Visitors see what the data set's public arrays hold (db().agencies …), and every public
// handler reads those arrays: so after each change the arrays are rebuilt from the active
// records, and a disabled record leaves every public list, search, figure, related and featured
// block and detail page at once. A product shows only while its institution is active too.
// Lookups that must still find a disabled record (messages about it for the administrators,
// favourites that say 已下架) go through `directoryRecord`.

import { TODAY } from './dates';
import { db } from './data';
import type { ProductRecord } from './data/finance';
import { nextIdOf } from './sequences';

export type DirectoryKind = 'agency' | 'institution' | 'product' | 'expert';

export interface DirectoryMeta {
  status: API.DirectoryStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
  disabledReason?: string;
  disabledAt?: string;
  disabledBy?: string;
}

interface ItemOf {
  agency: API.ServiceAgency;
  institution: API.FinancialInstitution;
  product: ProductRecord;
  expert: API.Expert;
}

export interface DirectoryRecord<K extends DirectoryKind = DirectoryKind> {
  item: ItemOf[K];
  meta: DirectoryMeta;
}

/** What the store keeps: the records an administrator created or changed, by kind. */
export type DirectoryChanges = { [K in DirectoryKind]?: DirectoryRecord<K>[] };

export const DIRECTORY_KINDS: readonly DirectoryKind[] = [
  'agency',
  'institution',
  'product',
  'expert',
];

/** The seeded records came with the data set: their first version stands at its day. */
const SEEDED_AT = new Date(`${TODAY}T00:00:00+08:00`).toISOString();

const publicArray = <K extends DirectoryKind>(kind: K): ItemOf[K][] => {
  const data = db();
  const arrays = {
    agency: data.agencies,
    institution: data.institutions,
    product: data.products,
    expert: data.experts,
  };
  return arrays[kind] as ItemOf[K][];
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// The seed as the data set was built, before any change (the mock loads this module with the
// handlers, before any request).
const seed: { [K in DirectoryKind]: ItemOf[K][] } = {
  agency: clone(publicArray('agency')),
  institution: clone(publicArray('institution')),
  product: clone(publicArray('product')),
  expert: clone(publicArray('expert')),
};

type Records = { [K in DirectoryKind]: DirectoryRecord<K>[] };
let records: Records;
/** Ids an administrator created or changed since the seed, by kind. */
let changed: Record<DirectoryKind, Set<string>>;

function seedRecords(): void {
  const fromSeed = <K extends DirectoryKind>(kind: K): DirectoryRecord<K>[] =>
    clone(seed[kind]).map((item) => ({
      item,
      meta: { status: 'active', version: 1, createdAt: SEEDED_AT, updatedAt: SEEDED_AT },
    })) as DirectoryRecord<K>[];
  records = {
    agency: fromSeed('agency'),
    institution: fromSeed('institution'),
    product: fromSeed('product'),
    expert: fromSeed('expert'),
  };
  changed = { agency: new Set(), institution: new Set(), product: new Set(), expert: new Set() };
}

const isActive = (record: DirectoryRecord) => record.meta.status === 'active';

/** Whether visitors see the record now: active, and a product's institution active too. */
export function isVisible(kind: DirectoryKind, record: DirectoryRecord): boolean {
  if (!isActive(record)) return false;
  if (kind !== 'product') return true;
  const institutionId = (record.item as API.FinancialProduct).institutionId;
  const institution = records.institution.find((r) => r.item.id === institutionId);
  return Boolean(institution && isActive(institution));
}

/**
 * Rebuilds the public arrays from the visible records, and what is derived from them: an
 * institution's product count counts its visible products, a product carries its institution's
 * current name.
 */
function publish(): void {
  const names = new Map(records.institution.map((r) => [r.item.id, r.item.name]));
  for (const record of records.product)
    record.item.institutionName = names.get(record.item.institutionId) ?? '';
  const visibleProducts = records.product.filter((r) => isVisible('product', r));
  for (const record of records.institution)
    record.item.productCount = visibleProducts.filter(
      (p) => p.item.institutionId === record.item.id,
    ).length;
  for (const kind of DIRECTORY_KINDS) {
    const visible = (records[kind] as DirectoryRecord[])
      .filter((r) => isVisible(kind, r))
      .map((r) => r.item);
    const target = publicArray(kind) as unknown[];
    target.splice(0, target.length, ...visible);
  }
}

seedRecords();
// The public arrays hold the records' own items from now on, so a lookup by identity agrees.
publish();

/** Every record of a kind, disabled ones included, newest creations first. */
export function directoryRecords<K extends DirectoryKind>(kind: K): DirectoryRecord<K>[] {
  return records[kind] as DirectoryRecord<K>[];
}

/** One record by id (an agency also by its credit code), disabled or not. */
export function directoryRecord<K extends DirectoryKind>(
  kind: K,
  id: string | undefined,
): DirectoryRecord<K> | undefined {
  if (!id) return undefined;
  return directoryRecords(kind).find(
    (r) =>
      r.item.id === id || (kind === 'agency' && (r.item as API.ServiceAgency).creditCode === id),
  );
}

/** The next id of a kind: its prefix and one more than the highest number in use. */
export function nextDirectoryId(kind: DirectoryKind): string {
  const prefix = { agency: 'agency', institution: 'inst', product: 'prod', expert: 'expert' }[kind];
  return nextIdOf(
    `directory.${kind}`,
    `${prefix}-`,
    directoryRecords(kind).map((r) => r.item.id),
  );
}

/** Adds a created record before the others (the newest first) and shows it. */
export function addDirectoryRecord<K extends DirectoryKind>(
  kind: K,
  record: DirectoryRecord<K>,
): void {
  (records[kind] as DirectoryRecord<K>[]).unshift(record);
  changed[kind].add(record.item.id);
  publish();
}

/** Marks a record changed (it is then kept) and shows the directory as it now is. */
export function noteDirectoryChange(kind: DirectoryKind, id: string): void {
  changed[kind].add(id);
  publish();
}

/** The created and changed records, for the store. */
export function directoryChanges(): DirectoryChanges {
  const changes: DirectoryChanges = {};
  for (const kind of DIRECTORY_KINDS) {
    const ids = changed[kind];
    const kept = (records[kind] as DirectoryRecord[]).filter((r) => ids.has(r.item.id));
    if (kept.length) (changes as Record<string, DirectoryRecord[]>)[kind] = clone(kept);
  }
  return changes;
}

/**
 * Puts kept changes back over the seed: a changed seeded record in its place, a created one in
 * front (in the order kept). Without changes (an older store) the directory is the seed.
 */
export function applyDirectoryChanges(changes: DirectoryChanges | undefined): void {
  seedRecords();
  for (const kind of DIRECTORY_KINDS) {
    const list = records[kind] as DirectoryRecord[];
    const created: DirectoryRecord[] = [];
    for (const record of (changes?.[kind] ?? []) as DirectoryRecord[]) {
      const at = list.findIndex((r) => r.item.id === record.item.id);
      if (at >= 0) list[at] = clone(record);
      else created.push(clone(record));
      changed[kind].add(record.item.id);
    }
    list.unshift(...created);
  }
  publish();
}

/** Back to the seed (tests). */
export function resetDirectory(): void {
  applyDirectoryChanges(undefined);
}
