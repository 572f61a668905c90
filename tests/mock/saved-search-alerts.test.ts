/** @jest-environment node */
// 新增 of saved patent searches: the hits that entered the database since the search was last
// opened (or saved). Seeded records entered on their latest publication day (00:00 China time);
// records imported while the service runs (patent-intake.ts) at the moment of their import.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db, resetDb } from '../../mock/_lib/data';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import {
  findSavedSearches,
  openSavedSearch,
  saveSearch,
} from '../../mock/_lib/handlers/saved-searches';
import {
  addedAtOf,
  importedPatents,
  importPublications,
  latestPublicationDay,
} from '../../mock/_lib/patent-intake';
import { closeStore, openStore } from '../../mock/_lib/store';
import { replaceSessions } from '../../mock/_lib/token';
import { resetUsers } from '../../mock/_lib/users';
import { applicationNumberCheckChar } from '../../src/contract/validators';
import { authHeader, call } from './helpers';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const minutes = (n: number) => jest.setSystemTime(NOW + n * 60_000);

const find = (account = 'demo') =>
  call<API.Page<API.SavedSearch>>(findSavedSearches, { headers: authHeader(account) }).body.data
    .content;
const byId = (id: string, account = 'demo') => find(account).find((s) => s.id === id)!;
const save = (params: API.SavedPatentParams, account: string) =>
  call<API.SavedSearch>(saveSearch, {
    headers: authHeader(account),
    body: { kind: 'patent', params },
  }).body.data;
const open = (id: string, account: string) =>
  call<API.SavedSearch>(openSavedSearch, { headers: authHeader(account), body: { id } }).body;

/** Every hit of `q` as the search endpoint answers it (one page of them all). */
function hitsOf(q: string): API.PatentHit[] {
  return call<API.PatentSearchResult>(searchPatents, { query: { q, size: '1000' } }).body.data
    .content;
}

/** A new application, as the office would publish it: a copy of `like` under a number of its own. */
let serial = 0;
function newApplication(like: API.Patent, title: string, day = '2026-11-25'): API.Patent {
  serial += 1;
  const digits = `20261${String(90000 + serial).padStart(7, '0')}`;
  const number = `CN${digits.slice(2, 11)}A`;
  const id = `pat-9${String(serial).padStart(5, '0')}`;
  const { divisionalOf: _parent, ...fields } = like;
  return {
    ...fields,
    id,
    // A family of its own.
    familyId: id,
    familySize: 1,
    applicationNumber: `${digits}.${applicationNumberCheckChar(digits)}`,
    title,
    abstract: `${title}。`,
    type: 'invention',
    legalStatus: 'pending',
    applicationDate: '2026-05-12',
    publicationNumber: number,
    publicationDate: day,
    publications: [{ number, kind: 'A', date: day }],
  };
}

/** A seeded record of `q`, and one of nothing `q` finds. */
const matching = (q: string) => db().patents.find((p) => p.id === hitsOf(q)[0].id)!;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
  resetDb();
  resetUsers();
});
afterEach(() => {
  jest.useRealTimers();
  resetDb();
});

describe('seeded records', () => {
  it('entered on their latest publication day, at 00:00 China time', () => {
    const patent = db().patents.find((p) => p.type === 'invention' && p.grantDate)!;
    const day = latestPublicationDay(patent);
    expect(day).toBe(patent.publicationDate);
    expect(new Date(addedAtOf(patent)).toISOString()).toBe(
      new Date(Date.parse(`${day}T00:00:00Z`) - 8 * 3_600_000).toISOString(),
    );
  });

  it('demo’s 储能技术跟踪 shows those published after it was last opened as new', () => {
    const seeded = byId('ss-0003');
    const hits = hitsOf('储能');
    expect(seeded.count).toBe(hits.length);
    // Last opened 11:00 on 4 November in China: the records of the 5th on are new.
    const expected = hits.filter((p) => p.publicationDate >= '2026-11-05').length;
    expect(expected).toBeGreaterThan(0);
    expect(seeded).toMatchObject({ kind: 'patent', name: '储能技术跟踪', newCount: expected });
    // Saved after every seeded record was published: nothing new.
    expect(byId('ss-0001').newCount).toBe(0);

    minutes(1);
    expect(open('ss-0003', 'demo').data.newCount).toBe(0);
    expect(byId('ss-0003')).toMatchObject({ count: hits.length, newCount: 0 });
  });
});

describe('an imported publication', () => {
  it('is new to a matching saved search until it is opened; others do not count it', () => {
    const saved = save({ q: '储能' }, 'buyer');
    expect(saved).toMatchObject({ newCount: 0, count: hitsOf('储能').length });

    minutes(5);
    const added = newApplication(matching('储能'), '一种储能电站的功率分配方法');
    importPublications([added]);
    // The search index follows at once: the endpoint finds it, and the saved search counts it.
    expect(hitsOf('储能').map((p) => p.id)).toContain(added.id);
    expect(byId(saved.id, 'buyer')).toMatchObject({ count: saved.count + 1, newCount: 1 });

    // A record the search does not find changes nothing.
    const other = db().patents.find((p) => !hitsOf('储能').some((h) => h.id === p.id))!;
    importPublications([newApplication(other, '一种木材干燥窑的排湿装置')]);
    expect(byId(saved.id, 'buyer')).toMatchObject({ count: saved.count + 1, newCount: 1 });

    minutes(10);
    const opened = open(saved.id, 'buyer').data;
    expect(opened).toMatchObject({
      newCount: 0,
      lastOpenedAt: new Date(NOW + 600_000).toISOString(),
    });
    expect(byId(saved.id, 'buyer').newCount).toBe(0);

    // Its grant, a later publication of the same application, enters again.
    minutes(20);
    const grant = `CN${added.applicationNumber.slice(2, 11)}B`;
    importPublications([
      {
        ...added,
        legalStatus: 'valid',
        grantDate: '2026-12-02',
        publicationNumber: grant,
        publicationDate: '2026-12-02',
        publications: [...added.publications, { number: grant, kind: 'B', date: '2026-12-02' }],
      },
    ]);
    expect(db().patents.filter((p) => p.id === added.id)).toHaveLength(1);
    expect(byId(saved.id, 'buyer')).toMatchObject({ count: saved.count + 1, newCount: 1 });
  });

  it('is refused, and nothing changes, when it is not a usable record', () => {
    const like = matching('储能');
    const before = db().patents;
    expect(() =>
      importPublications([{ ...newApplication(like, '一种储能装置'), title: ' ' }]),
    ).toThrow(/has no title/);
    expect(() =>
      importPublications([
        { ...newApplication(like, '一种储能装置'), applicationNumber: like.applicationNumber },
      ]),
    ).toThrow(/has the application number of/);
    expect(() =>
      importPublications([{ ...newApplication(like, '一种储能装置'), applicationNumber: '2026' }]),
    ).toThrow(/valid application number/);
    expect(db().patents).toBe(before);
  });

  it('goes with a reset of the data set', () => {
    const before = db().patents;
    importPublications([newApplication(matching('储能'), '一种储能集装箱的消防系统')]);
    expect(db().patents).toHaveLength(before.length + 1);
    resetDb();
    expect(db().patents).toBe(before);
    expect(importedPatents()).toEqual([]);
  });
});

describe('the store keeps imported publications', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-intake-'));
    replaceSessions([]);
  });
  afterEach(() => {
    closeStore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('with the moment each entered, across a restart', () => {
    expect(openStore(dir)).toBe('seeded');
    const saved = save({ q: '储能' }, 'buyer');
    minutes(5);
    const added = newApplication(matching('储能'), '一种储能变流器的并网控制方法');
    importPublications([added]);

    resetDb();
    resetUsers();
    expect(db().patents.some((p) => p.id === added.id)).toBe(false);
    expect(openStore(dir)).toBe('restored');
    expect(db().patents.find((p) => p.id === added.id)).toEqual(added);
    expect(importedPatents()).toEqual([
      { id: added.id, patent: added, addedAt: new Date(NOW + 300_000).toISOString() },
    ]);
    expect(byId(saved.id, 'buyer')).toMatchObject({ count: saved.count + 1, newCount: 1 });
  });
});
