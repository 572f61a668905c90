/** @jest-environment node */
// The standalone mock service keeps what users did in its database (mock/_lib/store.ts): every
// write request's changes committed before it is answered, passwords as hashes, uploads as blobs,
// ids never handed out twice, and a store it cannot read refused with the file named.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditEntries, recordAudit, replaceAudit, resetAudit } from '../../mock/_lib/audit';
import { db, resetDb } from '../../mock/_lib/data';
import { StoreError } from '../../mock/_lib/database';
import { getCurrent, login, logout } from '../../mock/_lib/handlers/auth';
import { addFavorite, removeFavorite } from '../../mock/_lib/handlers/favorites';
import { avatarFile, changePassword, uploadAvatar } from '../../mock/_lib/handlers/profile';
import { closeStore, openStore } from '../../mock/_lib/store';
import { persistChanges } from '../../mock/_lib/store-rows';
import { issueToken, RENEW_AFTER_MS, replaceSessions, verifyToken } from '../../mock/_lib/token';
import { findUser, resetUsers } from '../../mock/_lib/users';
import { authHeader, call, callFile } from './helpers';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SEEDED_PASSWORDS = ['Demo@2026', 'Buyer@2026', 'Firm@2026', 'Admin@2026'];

let dir: string;

/** A restart: the seed again in memory, then what the folder's store holds. */
function restart() {
  resetDb();
  resetUsers();
  resetAudit();
  replaceSessions([]);
  return openStore(dir);
}

const demo = () => ({ method: 'POST', headers: authHeader('demo') });
const favorite = (targetId: string) =>
  call(addFavorite, { ...demo(), body: { targetType: 'patent', targetId } });
const passwordLogin = (account: string, password: string) =>
  call(login, { method: 'POST', body: { type: 'account', account, password } });

/** Every byte of every file in the folder, as text (to look for passwords in it). */
function folderText(): string {
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'))
    .join('\n');
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-store-'));
  resetDb();
  resetUsers();
  resetAudit();
  replaceSessions([]);
});
afterEach(() => {
  closeStore();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('brings back after a restart what users did, and nothing of the seed is lost', () => {
  expect(openStore(dir)).toBe('seeded');
  expect(favorite('pat-000031').body.success).toBe(true);
  expect(favorite('pat-000030').body.success).toBe(true);
  call(removeFavorite, { ...demo(), body: { targetType: 'patent', targetId: 'pat-000031' } });
  expect(
    call(uploadAvatar, { ...demo(), body: { dataUrl: `data:image/png;base64,${PNG}` } }).body
      .success,
  ).toBe(true);
  expect(
    call(changePassword, {
      ...demo(),
      body: { oldPassword: 'Demo@2026', newPassword: 'Changed2026' },
    }).body.success,
  ).toBe(true);
  // a session of the new password's epoch, then ended by logout
  const ended = issueToken('demo', { epoch: findUser('demo')!.sessionEpoch });
  expect(call(logout, { method: 'POST', headers: { authorization: ended } }).body.success).toBe(
    true,
  );
  const favorites = JSON.stringify(db().favorites);
  const version = findUser('demo')!.avatar!.version;

  expect(restart()).toBe('restored');

  expect(JSON.stringify(db().favorites)).toBe(favorites);
  expect(
    db()
      .favorites.filter((f) => f.account === 'demo')
      .map((f) => f.targetId),
  ).toContain('pat-000030');
  expect(passwordLogin('demo', 'Demo@2026').body.success).toBe(false);
  expect(passwordLogin('demo', 'Changed2026').body.success).toBe(true);
  const image = callFile(avatarFile, { query: { account: 'demo', v: String(version) } });
  expect(image.file!.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  expect(verifyToken(ended)).toBeNull();
  expect(db().patents.length).toBeGreaterThan(1000);
});

it('has a write in the file when it is answered, before anything else happens', () => {
  openStore(dir);
  const added = favorite('pat-000032').body.data;
  // Another connection, as after a kill: what the file holds now.
  const reader = new Database(path.join(dir, 'portal.db'), { readonly: true });
  const row = reader
    .prepare("SELECT body FROM record WHERE kind = 'favorite' AND id = ?")
    .get(added.id) as { body: string } | undefined;
  reader.close();
  expect(JSON.parse(row!.body)).toMatchObject({ account: 'demo', targetId: 'pat-000032' });
});

it('keeps a session renewed by a read before the new token is handed out', () => {
  openStore(dir);
  const hourOld = issueToken('demo', { now: Date.now() - RENEW_AFTER_MS - 1000 });
  const renewed = call(getCurrent, { headers: { authorization: hourOld } }).headers[
    'x-renewed-token'
  ];
  expect(renewed).toBeTruthy();
  restart();
  expect(verifyToken(renewed)?.account).toBe('demo');
});

it('never gives a deleted record’s id to another, across restarts too', () => {
  openStore(dir);
  const first = favorite('pat-000033').body.data.id;
  call(removeFavorite, { ...demo(), body: { targetType: 'patent', targetId: 'pat-000033' } });
  const second = favorite('pat-000034').body.data.id;
  expect(second).not.toBe(first);
  call(removeFavorite, { ...demo(), body: { targetType: 'patent', targetId: 'pat-000034' } });
  restart();
  const third = favorite('pat-000035').body.data.id;
  expect([first, second]).not.toContain(third);
});

it('keeps the folder and its files to their owner, and no password as typed', () => {
  openStore(dir);
  call(changePassword, {
    ...demo(),
    body: { oldPassword: 'Demo@2026', newPassword: 'Changed2026' },
  });
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  for (const name of fs.readdirSync(dir))
    expect([name, fs.statSync(path.join(dir, name)).mode & 0o777]).toEqual([name, 0o600]);
  const text = folderText();
  for (const password of [...SEEDED_PASSWORDS, 'Changed2026']) expect(text).not.toContain(password);
  expect(text).toContain('scrypt$');
});

describe('the audit trail, which only grows', () => {
  const adminAction = (n: number) =>
    recordAudit({
      actor: 'admin',
      action: 'user.disable',
      targetType: 'user',
      targetId: `account-${n}`,
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason: '核查',
    });
  const auditOrderRow = () => {
    const reader = new Database(path.join(dir, 'portal.db'), { readonly: true });
    const row = reader.prepare("SELECT ids FROM list_order WHERE kind = 'audit'").get();
    reader.close();
    return row;
  };

  it('costs a write what changed, not the 100,000 entries before it', () => {
    openStore(dir);
    for (let n = 0; n < 100_000; n += 1) adminAction(n);
    expect(persistChanges()).toBe(100_000);
    adminAction(100_000);
    expect(persistChanges()).toBe(1);
    // Rewriting the trail at every write took 1.2–1.6 s here; what changed alone takes ~5 ms.
    const started = performance.now();
    expect(favorite('pat-000037').body.success).toBe(true);
    expect(performance.now() - started).toBeLessThan(250);
    expect(auditOrderRow()).toBeUndefined();

    restart();
    const entries = auditEntries();
    expect(entries).toHaveLength(100_001);
    expect([entries[0].targetId, entries[100_000].targetId]).toEqual([
      'account-0',
      'account-100000',
    ]);
  });

  it('keeps its order across restarts, past a million entries too', () => {
    openStore(dir);
    const at = '2026-12-01T08:00:00.000Z';
    const ids = ['audit-999998', 'audit-999999', 'audit-1000000', 'audit-1000001'];
    replaceAudit(
      ids.map((id) => ({
        id,
        at,
        actor: 'admin',
        action: 'user.disable',
        targetType: 'user',
        targetId: id,
      })),
    );
    persistChanges();
    restart();
    expect(auditEntries().map((entry) => entry.id)).toEqual(ids);
  });

  it('reads a database of schema 1, which kept the trail’s order as a row', () => {
    openStore(dir);
    adminAction(1);
    adminAction(2);
    persistChanges();
    closeStore();
    const writer = new Database(path.join(dir, 'portal.db'));
    writer
      .prepare("INSERT INTO list_order (kind, ids) VALUES ('audit', ?)")
      .run(JSON.stringify(['audit-000001', 'audit-000002']));
    writer.pragma('user_version = 1');
    writer.close();

    expect(restart()).toBe('restored');
    expect(auditEntries().map((entry) => entry.targetId)).toEqual(['account-1', 'account-2']);
    expect(auditOrderRow()).toBeUndefined();
  });
});

describe('a store it cannot read', () => {
  const file = () => path.join(dir, 'portal.db');

  it('refuses a truncated database, naming the file and changing nothing', () => {
    openStore(dir);
    favorite('pat-000036');
    closeStore();
    const whole = fs.readFileSync(file());
    fs.writeFileSync(file(), whole.subarray(0, Math.floor(whole.length / 2)));
    fs.rmSync(`${file()}-wal`, { force: true });
    const half = fs.readFileSync(file());
    expect(() => restart()).toThrow(StoreError);
    expect(() => restart()).toThrow(file());
    expect(fs.readFileSync(file()).equals(half)).toBe(true);
  });

  it('refuses an emptied database and a file that is not one', () => {
    fs.writeFileSync(file(), '');
    expect(() => openStore(dir)).toThrow(/portal\.db: the file is empty/);
    fs.writeFileSync(file(), 'not a database, just text');
    expect(() => openStore(dir)).toThrow(StoreError);
    expect(fs.readFileSync(file(), 'utf8')).toBe('not a database, just text');
  });

  it('refuses a record that is not one', () => {
    openStore(dir);
    closeStore();
    const writer = new Database(file());
    writer.prepare('UPDATE record SET body = \'{"account":"demo"}\' WHERE kind = \'user\'').run();
    writer.close();
    expect(() => restart()).toThrow(/its "user" record \w+ is not one/);
  });
});

describe('a state.json of the service before the database', () => {
  const legacyFile = () => path.join(dir, 'state.json');
  /** A version 1 state as the service wrote it: passwords as typed, avatars as base64. */
  function writeLegacy(change: (state: Record<string, unknown>) => void = () => {}) {
    const demoUser = findUser('demo')!;
    const { passwordHash: _hash, verifications: _verifications, ...rest } = demoUser;
    const state: Record<string, unknown> = {
      version: 1,
      savedAt: '2026-11-30T00:00:00.000Z',
      transactions: db()
        .transactions.slice(0, 3)
        .map(({ version: _version, ...item }) => item),
      messages: [],
      favorites: [{ ...db().favorites[0], id: 'fav-0100' }],
      savedSearches: [],
      users: [
        {
          ...rest,
          password: 'Kept2026pw',
          avatar: { type: 'image/png', bytes: PNG, version: 3 },
        },
      ],
      revokedTokens: [],
    };
    change(state);
    fs.writeFileSync(legacyFile(), JSON.stringify(state));
  }

  it('is imported once: passwords hashed, images into the store, the file removed', () => {
    writeLegacy();
    expect(openStore(dir)).toBe('imported');
    expect(fs.existsSync(legacyFile())).toBe(false);
    expect(db().transactions).toHaveLength(3);
    expect(db().transactions.every((item) => item.version === 1)).toBe(true);
    expect(passwordLogin('demo', 'Kept2026pw').body.success).toBe(true);
    expect(folderText()).not.toContain('Kept2026pw');
    expect(restart()).toBe('restored');
    expect(db().favorites.map((f) => f.id)).toEqual(['fav-0100']);
    const image = callFile(avatarFile, { query: { account: 'demo', v: '3' } });
    expect(image.file!.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, 40), /state\.json: it is not JSON/],
    [
      'without accounts',
      (text: string) =>
        text.replace(/"users":\[.*\],"revokedTokens"/, '"users":null,"revokedTokens"'),
      /its "users" is not a list/,
    ],
  ])('refuses one %s, naming it and changing nothing', (_name, damage, message) => {
    writeLegacy();
    fs.writeFileSync(legacyFile(), damage(fs.readFileSync(legacyFile(), 'utf8')));
    const before = fs.readFileSync(legacyFile());
    expect(() => openStore(dir)).toThrow(message);
    expect(fs.readFileSync(legacyFile()).equals(before)).toBe(true);
    // Nothing was kept of it: the next start still finds the file to import.
    expect(() => openStore(dir)).toThrow(message);
  });
});
