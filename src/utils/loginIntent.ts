// What a visitor asked for before being sent to log in (收藏 an item, 保存检索 a search), so it is
// done on the way back without a second click. The way back carries a query flag (`favorite=…`,
// `saveSearch=1`), but a flag in a URL is something anyone can put in a link: acted on alone, a
// crafted link would make a signed-in user save what they never asked for. So the page that sends
// the visitor to log in also leaves a marker in this tab's sessionStorage naming the action and
// its target; on return the flag is acted on only when the marker names the same, and the marker
// is used once. Without it the page drops the flag and does nothing.

export type LoginIntentAction = 'favorite' | 'saveSearch';

interface LoginIntent {
  action: LoginIntentAction;
  /** `patent:pat-000010` for a favourite; the page's path and query for a saved search. */
  target: string;
  /** When it was written (ms): a login round trip takes minutes, an old marker is void. */
  at: number;
}

/** The sessionStorage key of the marker: one per tab, the latest request wins. */
export const LOGIN_INTENT_KEY = 'ipr-front:loginIntent';

/** How long a marker waits for its login: the round trip, with time for a forgotten password. */
export const LOGIN_INTENT_TTL_MS = 30 * 60_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): no marker, so no action on return either.
    return null;
  }
}

/** Called when this page sends the visitor to log in for `action` on `target`. */
export function rememberLoginIntent(
  action: LoginIntentAction,
  target: string,
  storage: StorageLike | null = tabStorage(),
  now: number = Date.now(),
): void {
  try {
    storage?.setItem(LOGIN_INTENT_KEY, JSON.stringify({ action, target, at: now }));
  } catch {
    // Full or refused: the visitor will click again after logging in.
  }
}

function readIntent(storage: StorageLike): LoginIntent | null {
  try {
    const value = JSON.parse(storage.getItem(LOGIN_INTENT_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { action, target, at } = value as Record<string, unknown>;
    if (typeof action !== 'string' || typeof target !== 'string' || typeof at !== 'number')
      return null;
    return { action: action as LoginIntentAction, target, at };
  } catch {
    return null;
  }
}

/**
 * True when this tab sent the visitor to log in for exactly `action` on `target` (within the
 * last 30 minutes); the marker is then used up. Anything else — no marker, another action or
 * target, an old one — is false, and a matching old marker is removed too.
 */
export function takeLoginIntent(
  action: LoginIntentAction,
  target: string,
  storage: StorageLike | null = tabStorage(),
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  const intent = readIntent(storage);
  if (!intent || intent.action !== action || intent.target !== target) return false;
  try {
    storage.removeItem(LOGIN_INTENT_KEY);
  } catch {
    // Nothing more to do: the flag is dropped from the URL anyway.
  }
  return now - intent.at >= 0 && now - intent.at <= LOGIN_INTENT_TTL_MS;
}
