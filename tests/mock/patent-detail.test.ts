/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { isPct } from '../../mock/_lib/data/patent-events';
import { assessmentOf, claimsOf, detailOf, seedOf } from '../../mock/_lib/data/patent-store';
import { buildClaims } from '../../mock/_lib/data/patent-text';
import { TODAY } from '../../mock/_lib/dates';
import { patentDetail } from '../../mock/_lib/handlers/data';
import { Rng } from '../../mock/_lib/random';
import { isValidApplicationNumber } from '../../src/contract/validators';
import { call } from './helpers';

const detail = (query: Record<string, unknown>) =>
  call<API.PatentDetail>(patentDetail, { query }).body;
const patents = () => db().patents;
const find = (test: (p: API.Patent) => boolean) => patents().find(test)!;
const byId = (id: string) => patents()[Number(id.slice(4)) - 1];

describe('patent/detail lookups', () => {
  it('finds a patent by id, application number in any form, or publication number', () => {
    const p = find((x) => x.type === 'invention' && !!x.grantDate);
    expect(detail({ id: p.id }).data.id).toBe(p.id);
    expect(detail({ applicationNumber: `ZL ${p.applicationNumber}` }).data.id).toBe(p.id);
    expect(detail({ applicationNumber: p.applicationNumber.replace('.', '') }).data.id).toBe(p.id);
    expect(detail({ publicationNumber: p.publicationNumber.toLowerCase() }).data.id).toBe(p.id);
    // The A publication of a granted invention leads to the same patent.
    expect(detail({ publicationNumber: p.publicationNumber.replace(/B$/, 'A') }).data.id).toBe(
      p.id,
    );
    expect(detail({ queryData: JSON.stringify({ id: p.id }) }).data.id).toBe(p.id);
  });

  it('answers unknown patents with NOT_FOUND and a missing key with BAD_REQUEST', () => {
    expect(detail({ id: 'pat-999999' })).toEqual({
      success: false,
      data: null,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该专利',
      showType: 0,
    });
    expect(detail({ publicationNumber: 'CN100000000A' }).errorCode).toBe('NOT_FOUND');
    expect(detail({})).toMatchObject({
      errorCode: 'BAD_REQUEST',
      errorMessage: '缺少参数 id、申请号或公开号',
    });
  });
});

describe('patent/detail content', () => {
  it('writes claims: claim 1 independent, dependents referring back to earlier claims', () => {
    const sample = patents().slice(0, 400);
    for (const p of sample.filter((x) => x.type === 'design'))
      expect(detailOf(p).claims).toEqual([]);
    for (const p of sample.filter((x) => x.type !== 'design')) {
      const { claims } = detailOf(p);
      expect(claims).toHaveLength(p.claimsCount);
      expect(claims[0]).toMatch(/^1\. 一种.+，其特征在于/);
      claims.forEach((text, i) => {
        expect(text.startsWith(`${i + 1}. `)).toBe(true);
        const refs = [...text.matchAll(/权利要求(\d+)(?:至(\d+))?/g)].map((m) =>
          Number(m[2] ?? m[1]),
        );
        expect(refs.every((ref) => ref < i + 1)).toBe(true);
      });
      const independent = claims.filter((c) => !/^\d+\. 根据权利要求/.test(c)).length;
      expect(independent).toBe(Math.min(p.independentClaimsCount, p.claimsCount));
    }
  });

  it('generates the same text from the same seed, whatever was asked before', () => {
    const p = patents()[123];
    expect(buildClaims(new Rng(seedOf(p.id, 'claims')), p)).toEqual(claimsOf(p));
    expect(detailOf(p)).toEqual(detailOf(p));
    expect(detailOf(p).description).toMatch(/^技术领域\n\[0001\] /);
    expect(detailOf(p).description).toContain('具体实施方式');
  });

  /** What the timeline of a patent must end with, by its legal status detail. */
  const ENDINGS: Record<string, (names: string[]) => boolean> = {
    未缴年费终止: (n) => n[n.length - 1] === '未缴年费专利权终止',
    期限届满: (n) => n[n.length - 1] === '专利权有效期届满',
    驳回: (n) => n[n.length - 1] === '发明专利申请公布后的驳回',
    视为撤回: (n) => n[n.length - 1] === '发明专利申请公布后的视为撤回',
    专利权全部无效: (n) => n[n.length - 1] === '专利权全部无效宣告',
    放弃专利权: (n) => n[n.length - 1] === '放弃专利权',
    公开: (n) => n.join() === '申请,公开',
    实质审查: (n) => n.join() === '申请,公开,实质审查的生效',
    授权: (n) => n.filter((e) => !/转移|许可|质押/.test(e)).pop() === '授权',
    专利权维持: (n) => n.filter((e) => !/转移|许可|质押/.test(e)).pop() === '授权',
  };

  it('keeps the legal timeline in order and consistent with the legal status', () => {
    const wrong: string[] = [];
    for (const p of patents()) {
      const events = detailOf(p).legalEvents;
      const dates = events.map((e) => e.date);
      const names = events.map((e) => e.event);
      expect(dates).toEqual([...dates].sort());
      expect(events[0]).toMatchObject({ date: p.applicationDate, event: '申请' });
      expect(dates[dates.length - 1] <= TODAY).toBe(true);
      const granted = events.filter((e) => e.event === '授权').map((e) => e.date);
      expect(granted).toEqual(p.grantDate ? [p.grantDate] : []);
      expect(names.filter((e) => e === '专利权的转移')).toHaveLength(p.transferCount);
      expect(names.filter((e) => e === '专利权质押合同登记的生效')).toHaveLength(p.pledgeCount);
      if (!ENDINGS[p.legalStatusDetail]?.(names)) wrong.push(`${p.id} ${p.legalStatusDetail}`);
    }
    expect(wrong).toEqual([]);
  });

  const hasDivisionals = (p: API.Patent) =>
    patents().some((other) => other.familyId === p.familyId && other.id !== p.id);

  it('lists the Chinese records of the family first, then one member per office abroad', () => {
    for (const p of patents()) {
      const { family } = detailOf(p);
      expect(family).toHaveLength(p.familySize);
      const chinese = patents().filter((other) => other.familyId === p.familyId);
      expect(family.slice(0, chinese.length)).toEqual(
        chinese.map((record) => ({
          id: record.id,
          publicationNumber: record.publicationNumber,
          office: 'CN',
          date: record.publicationDate,
        })),
      );
      const abroad = family.slice(chinese.length);
      expect(new Set(abroad.map((m) => m.office)).size).toBe(abroad.length);
      expect(abroad.every((m) => m.office !== 'CN')).toBe(true);
      expect(family.every((m) => m.date <= TODAY)).toBe(true);
    }
    const pct = patents().filter((p) => isPct(p) && p.familySize > 1);
    // Filed abroad under the Paris Convention (a divisional family stays in China).
    const paris = patents().filter((p) => !isPct(p) && p.familySize > 1 && !hasDivisionals(p));
    expect(pct.length).toBeGreaterThan(0);
    expect(pct.every((p) => detailOf(p).family[1].office === 'WO')).toBe(true);
    expect(paris.every((p) => detailOf(p).family[1].office === 'US')).toBe(true);
  });

  it('cites earlier patents of the data set and is cited back by them', () => {
    let inside = 0;
    for (const p of patents()) {
      const d = detailOf(p);
      expect(d.citations).toHaveLength(p.citesCount);
      expect(d.citedBy).toHaveLength(p.citedByCount);
      expect(d.citations.every((ref) => ref.date! <= p.applicationDate)).toBe(true);
      for (const ref of d.citations.filter((r) => r.id)) {
        inside += 1;
        const cited = byId(ref.id!);
        expect(ref).toMatchObject({
          publicationNumber: cited.publicationNumber,
          title: cited.title,
        });
        expect(detailOf(cited).citedBy.map((r) => r.id)).toContain(p.id);
      }
      for (const ref of d.citedBy.filter((r) => r.id))
        expect(detailOf(byId(ref.id!)).citations.map((r) => r.id)).toContain(p.id);
    }
    expect(inside).toBeGreaterThan(1000);
  });

  it('carries the value score and the listing of the patent when it is for sale', () => {
    const listing = db().transactions.find((t) => t.kind === 'sell' && t.patentId)!;
    const listed = detail({ id: listing.patentId }).data;
    expect(listed.listingId).toBe(listing.id);
    const a = assessmentOf(listed);
    expect([listed.valueScore, listed.valueGrade]).toEqual([a.score, a.grade]);
    const unlisted = find((p) => !db().transactions.some((t) => t.patentId === p.id));
    expect(detail({ id: unlisted.id }).data).not.toHaveProperty('listingId');
  });

  it('keeps the record fields and valid numbers', () => {
    const p = patents()[42];
    const d = detail({ id: p.id }).data;
    expect(d).toMatchObject(p);
    expect(isValidApplicationNumber(d.applicationNumber)).toBe(true);
  });
});
