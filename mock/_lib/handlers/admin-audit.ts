// 操作日志: the administrators' audit trail (audit.ts), read-only. Each entry names its target as it
// is called now (the title it was recorded with when the target is gone) and carries what the page
// needs to link it: whether it still exists, a listing's kind, an agency's credit code. Nothing
// here changes or removes an entry: the trail is only ever appended to, by the actions themselves.

import type { AuditEntry } from '../audit';
import { auditEntries } from '../audit';
import { db } from '../data';
import { chinaDayOf, dayBound } from '../dates';
import { directoryRecord, type DirectoryKind, isVisible } from '../directory';
import { handle } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { targetTitleOf } from '../targets';
import type { StoredVerification } from '../users';
import { allUsers, findUser, requireAdmin } from '../users';
import { newsImages } from './admin-news-images';
import { messageTitleOf } from './messages-admin';
import { verificationTitleOf } from './verification';

const ADMIN_ONLY = '仅平台管理员可以查看操作日志';

/** China time is UTC+8 all year: the day an entry was made as the zone's people read it. */
/** What an entry's target is now: its name, and the keys of its page; nothing when it is gone. */
interface TargetNow {
  title: string;
  kind?: API.TransactionKind;
  code?: string;
  /** A directory record an administrator disabled: there, but off the portal. */
  offline?: boolean;
}

/** A directory record as the trail names it: by its name, and whether it is off the portal. */
function directoryNow(kind: DirectoryKind, id: string): TargetNow | undefined {
  const record = directoryRecord(kind, id);
  if (!record) return undefined;
  const item = record.item as { enterpriseName?: string; name?: string; creditCode?: string };
  return {
    title: item.enterpriseName ?? item.name ?? id,
    ...(kind === 'agency' ? { code: item.creditCode } : {}),
    ...(isVisible(kind, record) ? {} : { offline: true }),
  };
}

/**
 * Where the trail's targets are looked up, built once per request: a read of a long trail costs
 * its entries plus the records, not the one times the other.
 */
interface Records {
  newsImageIds: Set<string>;
  /** Each company verification by its id, with its account. */
  verifications: Map<string, { record: StoredVerification; account: string }>;
  messages: Map<string, API.LeaveMessage>;
  listings: Map<string, API.IpcTransaction>;
}

function recordsNow(): Records {
  const verifications: Records['verifications'] = new Map();
  for (const user of allUsers())
    for (const record of user.verifications ?? [])
      verifications.set(record.id, { record, account: user.account });
  return {
    newsImageIds: new Set(newsImages().map((image) => image.id)),
    verifications,
    messages: new Map(db().messages.map((message) => [message.id, message])),
    listings: new Map(db().transactions.map((item) => [item.id, item])),
  };
}

/**
 * An uploaded picture is there while what it belongs to keeps it: the news image, the
 * application's licence, the account's avatar (the same one: its SHA-256 is the recorded one).
 * Its `code` is the uploading account, whose page the entry links to.
 */
function imageNow(entry: AuditEntry, records: Records): TargetNow | undefined {
  const id = entry.targetId;
  const title = entry.targetTitle ?? id;
  if (records.newsImageIds.has(id)) return { title, code: entry.actor };
  const licence = records.verifications.get(id);
  if (licence) return { title, code: licence.account };
  const avatar = findUser(id)?.avatar;
  return avatar && avatar.blob === entry.after?.sha256 ? { title, code: id } : undefined;
}

function targetNow(entry: AuditEntry, viewer: string, records: Records): TargetNow | undefined {
  const { targetType: type, targetId: id } = entry;
  switch (type) {
    case 'user': {
      const user = findUser(id);
      return user && { title: `${user.profile.name ?? user.account}（${user.account}）` };
    }
    case 'message': {
      const message = records.messages.get(id);
      return message && { title: messageTitleOf(message) };
    }
    case 'verification': {
      const found = records.verifications.get(id);
      return found && { title: verificationTitleOf(found.record, found.account) };
    }
    case 'listing': {
      const item = records.listings.get(id);
      const title = item && targetTitleOf(type, id, viewer);
      return item && title ? { title, kind: item.kind } : undefined;
    }
    case 'agency':
    case 'institution':
    case 'product':
    case 'expert':
      return directoryNow(type, id);
    case 'image':
      return imageNow(entry, records);
    case 'news': {
      const title = targetTitleOf(type, id, viewer);
      return title ? { title } : undefined;
    }
    default:
      return undefined;
  }
}

/** targetNow for one request: the records indexed once, each target looked up once. */
function targetsNow(viewer: string): (entry: AuditEntry) => TargetNow | undefined {
  let records: Records | undefined;
  const seen = new Map<string, TargetNow | undefined>();
  return (entry) => {
    // An image's state depends on its picture and uploader too.
    const key = [entry.targetType, entry.targetId, entry.after?.sha256, entry.actor].join('\u0000');
    if (!seen.has(key)) {
      records ??= recordsNow();
      seen.set(key, targetNow(entry, viewer, records));
    }
    return seen.get(key);
  };
}

/**
 * The changed fields as a supervisor reads them: a product's institution by its name (and id), as
 * the directory names it now.
 */
function readableFields(
  fields: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!fields || typeof fields.institutionId !== 'string') return fields;
  const institution = directoryRecord('institution', fields.institutionId);
  return institution
    ? { ...fields, institutionId: `${institution.item.name}（${fields.institutionId}）` }
    : fields;
}

function viewOf(entry: AuditEntry, now: TargetNow | undefined): API.AuditEntry {
  const title = now?.title ?? entry.targetTitle;
  const actor = findUser(entry.actor);
  return {
    id: entry.id,
    at: entry.at,
    actor: entry.actor,
    actorName: actor?.profile.name ?? entry.actor,
    action: entry.action,
    // The handlers record only the convention's types (audit.ts).
    targetType: entry.targetType as API.AuditTargetType,
    targetId: entry.targetId,
    ...(title ? { targetTitle: title } : {}),
    targetExists: now !== undefined,
    ...(now?.offline ? { targetOffline: true } : {}),
    ...(now?.kind ? { targetKind: now.kind } : {}),
    ...(now?.code ? { targetCode: now.code } : {}),
    ...(entry.before ? { before: readableFields(entry.before) } : {}),
    ...(entry.after ? { after: readableFields(entry.after) } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
}

const verbOf = (entry: AuditEntry) => entry.action.slice(entry.action.indexOf('.') + 1);

function auditList(now: ReturnType<typeof targetsNow>): ListSpec<AuditEntry> {
  return {
    text: (entry) => [entry.targetId, now(entry)?.title, entry.targetTitle],
    // The id breaks ties between entries of the same millisecond: later ones have higher ids.
    sort: { at: (entry) => `${entry.at} ${entry.id}` },
    defaultSort: 'at desc',
    filters: [
      { key: 'actor', kind: 'match', get: (entry) => entry.actor },
      { key: 'action', kind: 'match', get: (entry) => entry.action },
      { key: 'verb', kind: 'match', get: verbOf },
      { key: 'targetType', kind: 'match', get: (entry) => entry.targetType },
      {
        key: 'from',
        kind: 'custom',
        test: (entry, value) => (chinaDayOf(entry.at) ?? '') >= dayBound(value, '开始日期'),
      },
      {
        key: 'to',
        kind: 'custom',
        test: (entry, value) => (chinaDayOf(entry.at) ?? '') <= dayBound(value, '结束日期'),
      },
    ],
  };
}

/** GET authFront/admin/audit/find: the trail, newest first, filtered. */
export const findAuditEntries = handle((req) => {
  const viewer = requireAdmin(req, ADMIN_ONLY);
  const now = targetsNow(viewer);
  const page = runQuery(auditEntries(), req.query, auditList(now));
  return { ...page, content: page.content.map((entry) => viewOf(entry, now(entry))) };
});

/** GET authFront/admin/audit/actors: the administrators who have acted, for the filter. */
export const findAuditActors = handle((req): API.AuditActor[] => {
  requireAdmin(req, ADMIN_ONLY);
  const accounts = [...new Set(auditEntries().map((entry) => entry.actor))].sort();
  return accounts.map((account) => ({
    account,
    name: findUser(account)?.profile.name ?? account,
  }));
});
