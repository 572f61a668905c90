// 操作日志: the administrators' audit trail (audit.ts), read-only. Each entry names its target as it
// is called now (the title it was recorded with when the target is gone) and carries what the page
// needs to link it: whether it still exists, a listing's kind, an agency's credit code. Nothing
// here changes or removes an entry: the trail is only ever appended to, by the actions themselves.

import type { AuditEntry } from '../audit';
import { auditEntries } from '../audit';
import { db } from '../data';
import { chinaDayOf, dayBound } from '../dates';
import { handle } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { targetTitleOf } from '../targets';
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
}

/**
 * An uploaded picture is there while what it belongs to keeps it: the news image, the
 * application's licence, the account's avatar (the same one: its SHA-256 is the recorded one).
 * Its `code` is the uploading account, whose page the entry links to.
 */
function imageNow(entry: AuditEntry): TargetNow | undefined {
  const id = entry.targetId;
  const title = entry.targetTitle ?? id;
  const sha256 = entry.after?.sha256;
  if (newsImages().some((image) => image.id === id)) return { title, code: entry.actor };
  for (const user of allUsers()) {
    if (user.verifications?.some((record) => record.id === id))
      return { title, code: user.account };
    if (user.account === id && user.avatar?.blob === sha256) return { title, code: user.account };
  }
  return undefined;
}

function targetNow(entry: AuditEntry, viewer: string): TargetNow | undefined {
  const { targetType: type, targetId: id } = entry;
  switch (type) {
    case 'user': {
      const user = findUser(id);
      return user && { title: `${user.profile.name ?? user.account}（${user.account}）` };
    }
    case 'message': {
      const message = db().messages.find((m) => m.id === id);
      return message && { title: messageTitleOf(message) };
    }
    case 'verification': {
      for (const user of allUsers()) {
        const record = user.verifications?.find((r) => r.id === id);
        if (record) return { title: verificationTitleOf(record, user.account) };
      }
      return undefined;
    }
    case 'listing': {
      const item = db().transactions.find((t) => t.id === id);
      const title = targetTitleOf(type, id, viewer);
      return item && title ? { title, kind: item.kind } : undefined;
    }
    case 'agency': {
      const agency = db().agencies.find((a) => a.creditCode === id || a.id === id);
      return agency && { title: agency.enterpriseName, code: agency.creditCode };
    }
    case 'image':
      return imageNow(entry);
    case 'news':
    case 'institution':
    case 'product':
    case 'expert': {
      const title = targetTitleOf(type, id, viewer);
      return title ? { title } : undefined;
    }
    default:
      return undefined;
  }
}

function viewOf(entry: AuditEntry, viewer: string): API.AuditEntry {
  const now = targetNow(entry, viewer);
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
    ...(now?.kind ? { targetKind: now.kind } : {}),
    ...(now?.code ? { targetCode: now.code } : {}),
    ...(entry.before ? { before: entry.before } : {}),
    ...(entry.after ? { after: entry.after } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
}

const verbOf = (entry: AuditEntry) => entry.action.slice(entry.action.indexOf('.') + 1);

function auditList(viewer: string): ListSpec<AuditEntry> {
  return {
    text: (entry) => [entry.targetId, targetNow(entry, viewer)?.title, entry.targetTitle],
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
  const page = runQuery(auditEntries(), req.query, auditList(viewer));
  return { ...page, content: page.content.map((entry) => viewOf(entry, viewer)) };
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
