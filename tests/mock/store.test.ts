/** @jest-environment node */
// The standalone mock service keeps what users did across restarts (mock/_lib/store.ts): every
// collection a write changes, the accounts with their passwords and avatars, the ended sessions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db, resetDb } from '../../mock/_lib/data';
import { addFavorite } from '../../mock/_lib/handlers/favorites';
import { changePassword, uploadAvatar } from '../../mock/_lib/handlers/profile';
import { loadState, saveState } from '../../mock/_lib/store';
import { issueToken, replaceRevokedTokens, revokeToken, verifyToken } from '../../mock/_lib/token';
import { findUser, resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let dir: string;
beforeEach(() => {
  resetDb();
  resetUsers();
  replaceRevokedTokens([]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('brings back after a restart what users did, and nothing of the seed is lost', () => {
  const demo = { headers: authHeader('demo') };
  expect(
    call(addFavorite, { ...demo, body: { targetType: 'patent', targetId: 'pat-000031' } }).body
      .success,
  ).toBe(true);
  expect(
    call(uploadAvatar, { ...demo, body: { dataUrl: `data:image/png;base64,${PNG}` } }).body.success,
  ).toBe(true);
  expect(
    call(changePassword, {
      ...demo,
      body: { oldPassword: 'Demo@2026', newPassword: 'Changed2026' },
    }).body.success,
  ).toBe(true);
  // a session of the new password's epoch, then ended by logout
  const ended = issueToken('demo', { epoch: findUser('demo')!.sessionEpoch });
  revokeToken(ended);
  const file = path.join(dir, 'state.json');
  saveState(file);
  const before = JSON.stringify(db().favorites);

  // a restart: the seed again, then the stored state
  resetDb();
  resetUsers();
  replaceRevokedTokens([]);
  expect(findUser('demo')!.password).toBe('Demo@2026');
  expect(loadState(file)).toBe('loaded');

  expect(JSON.stringify(db().favorites)).toBe(before);
  expect(findUser('demo')!.password).toBe('Changed2026');
  expect(findUser('demo')!.avatar!.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
  expect(verifyToken(ended)).toBeNull();
  expect(db().patents.length).toBeGreaterThan(1000);
});

it('writes atomically and sets aside a file it cannot read, serving the seed', () => {
  const file = path.join(dir, 'state.json');
  saveState(file);
  expect(fs.readdirSync(dir)).toEqual(['state.json']);
  fs.writeFileSync(file, '{"version": 1, "transactions": [');
  expect(loadState(file)).toBe('set aside');
  expect(fs.existsSync(file)).toBe(false);
  expect(fs.readdirSync(dir).some((name) => name.startsWith('state.json.unreadable-'))).toBe(true);
  expect(loadState(path.join(dir, 'none.json'))).toBe('none');
});
