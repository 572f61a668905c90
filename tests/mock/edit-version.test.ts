/** @jest-environment node */
// Lost updates (security finding 7): two sessions edit one listing or demand. Every item carries a
// version that grows with every change of it; a change names the version it was based on, and a
// stale one is refused (HTTP 409 VERSION_CONFLICT) with the item as it is now, saving nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db, resetDb } from '../../mock/_lib/data';
import {
  approveTransaction,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from '../../mock/_lib/handlers/admin-trading';
import {
  myTransactionDetail,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { closeStore, openStore } from '../../mock/_lib/store';
import { findUser, resetUsers } from '../../mock/_lib/users';
import { authHeader, call, seen } from './helpers';

const demo = authHeader('demo');
const admin = authHeader('admin');

/** A demand of demo's: no patent, so no authorization or duplicate rule gets in the way. */
const demand = (extra: Record<string, unknown> = {}) => ({
  kind: 'buy',
  title: '求购固态电池电解质相关发明专利',
  field: 'XNY',
  transactionType: 'transfer',
  keywords: ['固态电池', '电解质'],
  budgetMin: 20,
  budgetMax: 80,
  deadline: '2027-06-30',
  description: '我司为新能源汽车零部件企业，现求购固态电池电解质方向的发明专利，要求有效状态。',
  contactName: '张经理',
  contactPhone: '13800000001',
  ...extra,
});

const save = (body: Record<string, unknown>, headers = demo) =>
  call<API.IpcTransaction>(saveTransaction, { method: 'POST', headers, body });
const stored = (id: string) => db().transactions.find((t) => t.id === id)!;
/** What the edit form loads: the owner's view of the item. */
const opened = (id: string) =>
  call<API.IpcTransaction>(myTransactionDetail, { headers: demo, query: { id } }).body.data;

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('every item has a version', () => {
  it('the seeded ones and a new one are at version 1, and the owner’s view says so', () => {
    expect(db().transactions.length).toBeGreaterThan(0);
    expect(db().transactions.every((t) => t.version === 1)).toBe(true);
    const created = save(demand()).body.data;
    expect(created.version).toBe(1);
    expect(opened(created.id).version).toBe(1);
    // A version sent with a new item means nothing.
    expect(
      save(demand({ title: '求购钠离子电池正极材料相关专利', version: 7 })).body.data.version,
    ).toBe(1);
  });

  it('a change based on the stored version is saved and takes the next version', () => {
    const created = save(demand()).body.data;
    const first = save(demand({ id: created.id, version: 1, budgetMax: 90 }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: created.id, version: 2, budgetMax: 90 });
    expect(stored(created.id)).toMatchObject({ version: 2, budgetMax: 90 });
    const second = save(demand({ id: created.id, version: 2, budgetMax: 100 })).body.data;
    expect(second).toMatchObject({ version: 3, budgetMax: 100 });
  });
});

describe('a change based on an older version', () => {
  it('is refused with HTTP 409 VERSION_CONFLICT, saves nothing, and hands back the item as it is', () => {
    const created = save(demand()).body.data;
    // Two windows open version 1; the first saves.
    expect(save(demand({ id: created.id, version: 1, budgetMax: 90 })).body.success).toBe(true);
    const before = JSON.stringify(stored(created.id));

    const second = save(
      demand({ id: created.id, version: 1, budgetMax: 300, title: '另一个标题' }),
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 'VERSION_CONFLICT',
      errorMessage: '该信息已被修改（可能在其他窗口或设备上）',
      showType: 2,
    });
    const data = second.body.data as unknown as API.VersionConflictData;
    expect(data.currentVersion).toBe(2);
    expect(data.current).toMatchObject({
      id: created.id,
      version: 2,
      budgetMax: 90,
      title: created.title,
      status: 'pending',
    });
    // The first save stands, untouched.
    expect(JSON.stringify(stored(created.id))).toBe(before);

    // Kept edits, sent again on the version the conflict named, are saved on top of it.
    const again = save(demand({ id: created.id, version: data.currentVersion, budgetMax: 300 }));
    expect(again.body.data).toMatchObject({ version: 3, budgetMax: 300 });
  });

  it('a version from the future is stale too', () => {
    const created = save(demand()).body.data;
    expect(save(demand({ id: created.id, version: 5 })).status).toBe(409);
    expect(stored(created.id).version).toBe(1);
  });

  it('tells nothing to another account: its change is forbidden before any version is looked at', () => {
    const created = save(demand()).body.data;
    const foreign = save(demand({ id: created.id, version: 99 }), authHeader('buyer'));
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('FORBIDDEN');
    expect(foreign.body.data).toBeNull();
  });
});

describe('a change without a usable version', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['text', '1'],
    ['zero', 0],
    ['a fraction', 1.5],
  ])('(%s) is refused at the field, saving nothing', (_, version) => {
    const created = save(demand()).body.data;
    const before = JSON.stringify(stored(created.id));
    const sent = save(demand({ id: created.id, version, budgetMax: 90 }));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      data: { field: 'version' },
    });
    expect(sent.body.errorMessage).toMatch(/版本号/);
    expect(JSON.stringify(stored(created.id))).toBe(before);
  });
});

describe('every change of the item the owner could overwrite takes a version', () => {
  it('withdrawing and relisting do; an edit opened before them is then stale', () => {
    const item = db().transactions.find((t) => t.owner === 'demo' && t.status === undefined)!;
    const form = opened(item.id);
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: item.id, reason: '暂不出让' } }).body
        .data.version,
    ).toBe(2);
    // Withdrawing again changes nothing, so the version stays.
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: item.id, reason: '暂不出让' } }).body
        .data.version,
    ).toBe(2);
    expect(
      call(relistTransaction, { headers: demo, body: { id: item.id } }).body.data,
    ).toMatchObject({ status: 'published', version: 3 });
    const body = { ...stored(item.id), id: item.id, version: form.version };
    const stale = save(body as unknown as Record<string, unknown>);
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ currentVersion: 3, current: { status: 'published' } });
  });

  it('an administrator’s decisions do: approval, rejection, takedown, restoration', () => {
    const created = save(demand()).body.data;
    const form = opened(created.id);
    const approved = call(approveTransaction, { headers: admin, body: seen(created.id) });
    expect(approved.body.data).toMatchObject({ status: 'published', version: 2 });
    // The owner's edit opened while it waited for review would send it back to review unseen.
    const stale = save(demand({ id: created.id, version: form.version, budgetMax: 90 }));
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ currentVersion: 2, current: { status: 'published' } });
    expect(stored(created.id)).toMatchObject({ status: 'published', budgetMax: 80 });

    const down = call(takeDownTransaction, {
      headers: admin,
      body: { ...seen(created.id), reason: '联系方式无法接通' },
    });
    expect(down.body.data.version).toBe(3);
    expect(
      call(restoreTransaction, { headers: admin, body: seen(created.id) }).body.data.version,
    ).toBe(4);
    const edited = save(demand({ id: created.id, version: 4 })).body.data;
    expect(edited).toMatchObject({ version: 5, status: 'pending' });
    expect(
      call(rejectTransaction, {
        headers: admin,
        body: { ...seen(created.id), reason: '预算不明确' },
      }).body.data.version,
    ).toBe(6);
  });

  it('a view does not', () => {
    const item = db().transactions.find((t) => t.owner === 'demo' && t.status === undefined)!;
    call(transactionDetail, { query: { id: item.id } });
    expect(stored(item.id).views).toBe(item.views + 1);
    expect(stored(item.id).version).toBe(1);
  });
});

describe('the standalone service’s store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-version-'));
  });
  afterEach(() => {
    closeStore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the versions, and reads items of a store written before versions as version 1', () => {
    openStore(dir);
    const created = save(demand()).body.data;
    save(demand({ id: created.id, version: 1, budgetMax: 90 }));
    resetDb();
    expect(openStore(dir)).toBe('restored');
    expect(stored(created.id).version).toBe(2);

    // A state.json of the service before its database, written before items had versions.
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-version-older-'));
    const { passwordHash: _hash, verifications: _verifications, ...demoUser } = findUser('demo')!;
    fs.writeFileSync(
      path.join(older, 'state.json'),
      JSON.stringify({
        version: 1,
        transactions: db().transactions.map(({ version: _version, ...item }) => item),
        messages: [],
        favorites: [],
        savedSearches: [],
        users: [{ ...demoUser, password: 'Demo@2026' }],
        revokedTokens: [],
      }),
    );
    resetDb();
    expect(openStore(older)).toBe('imported');
    expect(db().transactions.every((t) => t.version === 1)).toBe(true);
    // …and an edit of such an item is based on version 1 (signed in again: the import keeps no
    // session of the service before).
    const again = authHeader('demo');
    const reopened = call<API.IpcTransaction>(myTransactionDetail, {
      headers: again,
      query: { id: created.id },
    }).body.data;
    expect(reopened.version).toBe(1);
    expect(
      save(demand({ id: created.id, version: 1, budgetMax: 95 }), again).body.data.version,
    ).toBe(2);
    closeStore();
    fs.rmSync(older, { recursive: true, force: true });
  });
});
