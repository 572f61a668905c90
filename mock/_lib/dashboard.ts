// The 数据看板's figures, computed from the live data at every call (never a counter of its own),
// so each one equals the count of the administrators' list it names: listings and demands by
// status (交易信息管理), messages waiting (留言管理), accounts registered in a range (用户管理).
// Days and weeks are China time (UTC+8 all year), the clock the zone reads its calendar by.

import { allUsers } from './users';
import { db } from './data';
import { chinaDayOf } from './dates';
import { rangeDays } from '../../src/contract/dashboardRange';

const HOUR_MS = 3_600_000;
const TOP = 5;

/** Every status an item can have, in the order the lists' tabs show them. */
const STATUSES: API.ListingStatus[] = [
  'pending',
  'published',
  'rejected',
  'withdrawn',
  'takenDown',
  'dealt',
];

/** Events that send an item to review: a decision's wait counts from the latest of them. */
const SENT_FOR_REVIEW: API.TradeEventType[] = ['submitted', 'edited', 'relisted'];
/** Who answers a message: anyone but its sender. */
const ANSWERING_ROLES: API.MessageRole[] = ['owner', 'platform'];

/** The Monday of the week a China day falls in. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The Mondays of every week the range touches, oldest first. */
function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to;) {
    weeks.push(week);
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  }
  return weeks;
}

/** The median of some durations in hours (one decimal), undefined when there are none. */
export function medianHours(durationsMs: number[]): number | undefined {
  if (durationsMs.length === 0) return undefined;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round((median / HOUR_MS) * 10) / 10;
}

function byStatus(items: API.IpcTransaction[]): API.DashboardItems {
  return {
    total: items.length,
    byStatus: STATUSES.map((status) => ({
      status,
      // An item of the seed without a status is a published one, as the lists read it.
      count: items.filter((item) => (item.status ?? 'published') === status).length,
    })),
  };
}

function reviewsIn(from: string, to: string): API.AdminDashboard['reviews'] {
  const weeks = new Map(weeksOf(from, to).map((week) => [week, { approved: 0, rejected: 0 }]));
  const waits: number[] = [];
  let approved = 0;
  let rejected = 0;
  for (const item of db().transactions) {
    const history = item.history ?? [];
    for (const [index, event] of history.entries()) {
      if (event.type !== 'approved' && event.type !== 'rejected') continue;
      const day = chinaDayOf(event.at);
      if (!day || day < from || day > to) continue;
      if (event.type === 'approved') approved += 1;
      else rejected += 1;
      weeks.get(weekOf(day))![event.type] += 1;
      const sent = history
        .slice(0, index)
        .reverse()
        .find((earlier) => SENT_FOR_REVIEW.includes(earlier.type));
      if (sent) waits.push(Date.parse(event.at) - Date.parse(sent.at));
    }
  }
  const medianWaitHours = medianHours(waits);
  return {
    approved,
    rejected,
    ...(medianWaitHours !== undefined ? { medianWaitHours } : {}),
    weeks: [...weeks].map(([week, counts]) => ({ week, ...counts })),
  };
}

function firstAnswerOf(message: API.LeaveMessage): API.MessagePost | undefined {
  if (message.thread) return message.thread.find((post) => ANSWERING_ROLES.includes(post.role));
  // A seeded message answered before threads existed keeps its one reply beside it.
  return message.reply
    ? { role: 'platform', author: '', content: message.reply, createdAt: message.repliedAt ?? '' }
    : undefined;
}

function messagesIn(from: string, to: string): API.AdminDashboard['messages'] {
  const messages = db().messages;
  const received = messages.filter((m) => {
    const day = chinaDayOf(m.createdAt);
    return day !== undefined && day >= from && day <= to;
  });
  const replyTimes = received
    .map((m) => ({ m, answer: firstAnswerOf(m) }))
    .filter(({ answer }) => answer && !Number.isNaN(Date.parse(answer.createdAt)))
    .map(({ m, answer }) => Math.max(0, Date.parse(answer!.createdAt) - Date.parse(m.createdAt)));
  const medianFirstReplyHours = medianHours(replyTimes);
  return {
    waiting: messages.filter((m) => m.status === 'pending').length,
    received: received.length,
    answered: replyTimes.length,
    ...(medianFirstReplyHours !== undefined ? { medianFirstReplyHours } : {}),
  };
}

function accountsIn(from: string, to: string): API.AdminDashboard['accounts'] {
  const users = allUsers();
  const weeks = new Map(weeksOf(from, to).map((week) => [week, { registered: 0, verified: 0 }]));
  const inRange = (day: string | undefined): day is string =>
    day !== undefined && day >= from && day <= to;
  let registered = 0;
  let verifiedInRange = 0;
  for (const user of users) {
    const joined = chinaDayOf(user.profile.createdAt);
    if (inRange(joined)) {
      registered += 1;
      weeks.get(weekOf(joined))!.registered += 1;
    }
    for (const record of user.verifications ?? []) {
      const decided = chinaDayOf(record.decidedAt);
      if (record.status !== 'approved' || !inRange(decided)) continue;
      verifiedInRange += 1;
      weeks.get(weekOf(decided))!.verified += 1;
    }
  }
  return {
    total: users.length,
    verified: users.filter((user) => Boolean(user.profile.verifiedName)).length,
    registered,
    verifiedInRange,
    weeks: [...weeks].map(([week, counts]) => ({ week, ...counts })),
  };
}

function kept(records: { createdAt: string }[], from: string, to: string): API.DashboardKept {
  return {
    total: records.length,
    added: records.filter((record) => {
      const day = chinaDayOf(record.createdAt);
      return day !== undefined && day >= from && day <= to;
    }).length,
  };
}

/** Favourites plus messages about each target of `type`, by its id. */
function attentionOf(type: API.FavoriteType & API.MessageTargetType): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: string | undefined) => id && counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const favorite of db().favorites) if (favorite.targetType === type) add(favorite.targetId);
  for (const message of db().messages) if (message.targetType === type) add(message.targetId);
  return counts;
}

/** The `TOP` with the highest score (ties: by title), none with a score of 0. */
function top(items: API.DashboardTopItem[]): API.DashboardTopItem[] {
  return items
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, 'zh-CN'))
    .slice(0, TOP);
}

function topListings(): API.DashboardTopItem[] {
  // What visitors can open: published items, and concluded ones, whose pages stay.
  return top(
    db()
      .transactions.filter(
        (t) => t.status === undefined || ['published', 'dealt'].includes(t.status),
      )
      .map((t) => ({ id: t.id, title: t.title, kind: t.kind, score: t.views })),
  );
}

function topAgencies(): API.DashboardTopItem[] {
  const attention = attentionOf('agency');
  return top(
    db().agencies.map((agency) => ({
      id: agency.creditCode,
      title: agency.enterpriseName,
      subtitle: agency.region,
      // Messages name an agency by its credit code; older ones by its id.
      score: (attention.get(agency.creditCode) ?? 0) + (attention.get(agency.id) ?? 0),
    })),
  );
}

function topProducts(): API.DashboardTopItem[] {
  const attention = attentionOf('product');
  return top(
    db().products.map((product) => ({
      id: product.id,
      title: product.name,
      subtitle: product.institutionName,
      score: attention.get(product.id) ?? 0,
    })),
  );
}

/** The figures of the range `from`…`to` (China days, both included; a range already checked). */
export function dashboardFigures(from: string, to: string): API.AdminDashboard {
  const transactions = db().transactions;
  return {
    from,
    to,
    days: rangeDays(from, to),
    listings: byStatus(transactions.filter((t) => t.kind === 'sell')),
    demands: byStatus(transactions.filter((t) => t.kind === 'buy')),
    reviews: reviewsIn(from, to),
    messages: messagesIn(from, to),
    accounts: accountsIn(from, to),
    favorites: kept(db().favorites, from, to),
    savedSearches: kept(db().savedSearches, from, to),
    topListings: topListings(),
    topAgencies: topAgencies(),
    topProducts: topProducts(),
  };
}
