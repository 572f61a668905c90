// Website service, 最近动态: GET authFront/account/activity. One list, newest first, of what
// happened in the signed-in account's world: every event of its items' histories (its own doings
// and the administrators' decisions about them), the messages it sent and the answers to them,
// the consultations about its items and their follow-ups, its favourites and saved searches.
// Events carry types, not words (the page says them); only the caller's own world is read.

import { db } from '../data';
import { badRequest, handle } from '../envelope';
import { requireAccount } from '../users';
import { threadOf } from './message-views';

export const ACTIVITY_DEFAULT_SIZE = 10;
export const ACTIVITY_MAX_SIZE = 100;

function sizeOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return ACTIVITY_DEFAULT_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > ACTIVITY_MAX_SIZE)
    throw badRequest(`size 应为 1 到 ${ACTIVITY_MAX_SIZE} 的整数`);
  return size;
}

function itemEvents(account: string): API.ActivityEvent[] {
  return db()
    .transactions.filter((t) => t.owner === account)
    .flatMap((t) =>
      (t.history ?? []).map((event, i) => ({
        key: `${t.id}-${i + 1}`,
        at: event.at,
        type: event.type,
        by: event.by,
        ...(event.reason ? { reason: event.reason } : {}),
        title: t.title,
        target: { type: 'transaction' as const, id: t.id, kind: t.kind },
      })),
    );
}

/** The account's own messages: sending each, and every answer in its thread. */
function sentMessageEvents(account: string): API.ActivityEvent[] {
  return db()
    .messages.filter((m) => m.account === account)
    .flatMap((m) => {
      const title = m.targetTitle ?? '';
      const target = { type: 'message' as const, id: m.id, box: 'sent' as const };
      return [
        { key: `${m.id}-0`, at: m.createdAt, type: 'messageSent' as const, title, target },
        ...threadOf(m).flatMap((post, i) =>
          post.role === 'sender'
            ? []
            : [
                {
                  key: `${m.id}-${i + 1}`,
                  at: post.createdAt,
                  type: 'replyReceived' as const,
                  by: post.role === 'owner' ? ('owner' as const) : ('admin' as const),
                  title,
                  target,
                },
              ],
        ),
      ];
    });
}

/** Consultations about the account's items: each one received, and the askers' follow-ups. */
function receivedMessageEvents(account: string): API.ActivityEvent[] {
  return db()
    .messages.filter((m) => m.recipient === 'owner' && m.recipientAccount === account)
    .flatMap((m) => {
      const title = m.targetTitle ?? '';
      const target = { type: 'message' as const, id: m.id, box: 'received' as const };
      return [
        {
          key: `${m.id}-0`,
          at: m.createdAt,
          type: 'consultationReceived' as const,
          by: 'sender' as const,
          title,
          target,
        },
        ...threadOf(m).flatMap((post, i) =>
          post.role === 'sender'
            ? [
                {
                  key: `${m.id}-${i + 1}`,
                  at: post.createdAt,
                  type: 'followUpReceived' as const,
                  by: 'sender' as const,
                  title,
                  target,
                },
              ]
            : [],
        ),
      ];
    });
}

function savedEvents(account: string): API.ActivityEvent[] {
  const data = db();
  const favorites = data.favorites
    .filter((f) => f.account === account)
    .map((f) => ({
      key: f.id,
      at: f.createdAt,
      type: 'favorited' as const,
      title: f.title,
      target: {
        type: 'favorite' as const,
        id: f.targetId,
        favoriteType: f.targetType,
        // A listing or demand its owner deleted has no page left to open.
        ...(f.targetType === 'listing' && !data.transactions.some((t) => t.id === f.targetId)
          ? { gone: true }
          : {}),
      },
    }));
  const searches = data.savedSearches
    .filter((s) => s.account === account)
    .map((s) => ({
      key: s.id,
      at: s.createdAt,
      type: 'searchSaved' as const,
      title: s.name,
      target: { type: 'savedSearch' as const, id: s.id, searchKind: s.kind },
    }));
  return [...favorites, ...searches];
}

/**
 * Newest first; events of the same moment in a stable order, the later of one item's or thread's
 * first (its keys end in the event's number: -10 after -9).
 */
const newestFirst = (a: API.ActivityEvent, b: API.ActivityEvent) =>
  Date.parse(b.at) - Date.parse(a.at) || b.key.localeCompare(a.key, 'en', { numeric: true });

/** GET authFront/account/activity?size=: the account's latest events, newest first. */
export const myActivity = handle((req): API.ActivityFeed => {
  const account = requireAccount(req);
  const size = sizeOf(req.query?.size);
  const events = [
    ...itemEvents(account),
    ...sentMessageEvents(account),
    ...receivedMessageEvents(account),
    ...savedEvents(account),
  ].sort(newestFirst);
  return { content: events.slice(0, size), hasMore: events.length > size };
});
