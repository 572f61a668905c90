// What users did, kept across restarts of the standalone mock service (deploy/mock/server.js):
// the listings and demands, messages, favourites and saved searches of the data set, every
// account (passwords, profiles, avatars, status and role), the ended sessions and the
// administrators' audit trail, the news articles written or changed in 内容管理 and their
// uploaded images. The seeded rest is rebuilt from
// the seed at every start, the same on every machine.
//
// The service names the file in IPR_MOCK_STATE_FILE; `max dev` and the tests name none and keep
// everything in memory. The file is written after every write request (debounced, and at exit),
// atomically: a temporary file, then a rename, so a crash leaves the previous state whole.

import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from './audit';
import { auditEntries, replaceAudit } from './audit';
import { db } from './data';
import type { NewsRecord } from './data/news';
import type { DirectoryChanges } from './directory';
import { applyDirectoryChanges, directoryChanges } from './directory';
import type { SavedSearchRecord } from './data/saved-searches';
import type { NewsImage } from './handlers/admin-news-images';
import { newsImages, replaceNewsImages } from './handlers/admin-news-images';
import { onWrite } from './envelope';
import { replaceRevokedTokens, revokedTokens, keepTokenSecretIn } from './token';
import type { MockUser } from './users';
import { allUsers, replaceUsers } from './users';

/** Bumped when the shape changes: an older file is then set aside, not misread. */
const STATE_VERSION = 1;
const SAVE_DELAY_MS = 200;

type StoredUser = Omit<MockUser, 'avatar'> & {
  avatar?: Omit<NonNullable<MockUser['avatar']>, 'bytes'> & { bytes: string };
};

/** An item as a store keeps it: one written before items had versions has none. */
type StoredTransaction = Omit<API.IpcTransaction, 'version'> & { version?: number };

export interface MockState {
  version: number;
  savedAt: string;
  transactions: StoredTransaction[];
  messages: API.LeaveMessage[];
  favorites: API.Favorite[];
  savedSearches: SavedSearchRecord[];
  users: StoredUser[];
  /** Ended sessions with the time each expires anyway. */
  revokedTokens: [string, number][];
  /** The administrators' actions, oldest first (absent in a store written before there was one). */
  audit?: AuditEntry[];
  /**
   * 内容管理: the articles written here or changed since the seed (a seeded article never
   * changed is rebuilt from the seed), and the uploaded images (base64). Absent in an older
   * store: the news is the seed's.
   */
  news?: NewsRecord[];
  newsImages?: (Omit<NewsImage, 'bytes'> & { bytes: string })[];
  /**
   * The directory records (agencies, institutions, products, experts) administrators created or
   * changed, whole, with their status and version (absent in a store written before: the seed).
   */
  directory?: DirectoryChanges;
}

/** Whether an article is not the seed's as it was: written here, or changed (its version moved). */
const keptArticle = (article: NewsRecord) =>
  article.author !== undefined || (article.version ?? 1) > 1;

/** The state as it stands now. */
export function captureState(now = new Date()): MockState {
  const data = db();
  return {
    version: STATE_VERSION,
    savedAt: now.toISOString(),
    transactions: data.transactions,
    messages: data.messages,
    favorites: data.favorites,
    savedSearches: data.savedSearches,
    users: allUsers().map(({ avatar, ...user }) =>
      avatar ? { ...user, avatar: { ...avatar, bytes: avatar.bytes.toString('base64') } } : user,
    ),
    revokedTokens: revokedTokens(),
    audit: auditEntries(),
    news: data.news.filter(keptArticle),
    newsImages: newsImages().map((image) => ({ ...image, bytes: image.bytes.toString('base64') })),
    directory: directoryChanges(),
  };
}

/** Puts a stored state back in place of the seeded one. */
export function applyState(state: MockState): void {
  const data = db();
  // A store written before items had versions: each item counts as its first version.
  const transactions = state.transactions.map((item) => ({ ...item, version: item.version ?? 1 }));
  data.transactions.splice(0, data.transactions.length, ...transactions);
  data.messages.splice(0, data.messages.length, ...state.messages);
  data.favorites.splice(0, data.favorites.length, ...state.favorites);
  data.savedSearches.splice(0, data.savedSearches.length, ...state.savedSearches);
  replaceUsers(
    state.users.map(({ avatar, ...user }) =>
      avatar
        ? { ...user, avatar: { ...avatar, bytes: Buffer.from(avatar.bytes, 'base64') } }
        : user,
    ),
  );
  replaceRevokedTokens(state.revokedTokens);
  replaceAudit(state.audit ?? []);
  for (const article of state.news ?? []) {
    const at = data.news.findIndex((n) => n.id === article.id);
    if (at >= 0) data.news[at] = article;
    else data.news.push(article);
  }
  replaceNewsImages(
    (state.newsImages ?? []).map((image) => ({
      ...image,
      bytes: Buffer.from(image.bytes, 'base64'),
    })),
  );
  applyDirectoryChanges(state.directory);
}

/** Writes the state to `file` atomically. */
export function saveState(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(captureState()));
  fs.renameSync(temporary, file);
}

/**
 * Reads `file` into the mock when it holds a state of this version. A file of another version,
 * or one that does not parse, is kept beside (`.unreadable-<time>`) and the seed is served.
 */
export function loadState(file: string): 'loaded' | 'none' | 'set aside' {
  if (!fs.existsSync(file)) return 'none';
  try {
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as MockState;
    if (state.version !== STATE_VERSION) throw new Error(`version ${state.version}`);
    applyState(state);
    return 'loaded';
  } catch {
    fs.renameSync(file, `${file}.unreadable-${Date.now()}`);
    return 'set aside';
  }
}

/** Keeps the state in `file`: loaded now, written after every write and at exit. */
function keepStateIn(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  keepTokenSecretIn(path.join(path.dirname(file), 'token-secret'));
  const outcome = loadState(file);
  // The service's log says where the state lives and whether it came back.
  // eslint-disable-next-line no-console
  console.log(`[mock] state ${outcome === 'loaded' ? 'restored from' : 'kept in'} ${file}`);
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    saveState(file);
  };
  onWrite(() => {
    dirty = true;
    timer ??= setTimeout(flush, SAVE_DELAY_MS);
  });
  process.on('exit', flush);
}

const stateFile = process.env.IPR_MOCK_STATE_FILE?.trim();
if (stateFile) keepStateIn(stateFile);
