/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { assessmentOf } from '../../mock/_lib/data/patent-store';
import { TODAY } from '../../mock/_lib/dates';
import { findPatentValues, patentValueDetail } from '../../mock/_lib/handlers/patent-value';
import { assessPatentValue } from '../../mock/_lib/value-model';
import { call } from './helpers';

type Rows = API.Page<API.PatentValueRow>;

/** Raw filters, as a client could send them (invalid ones included). */
const find = (queryData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  call<Rows>(findPatentValues, { query: { queryData: JSON.stringify(queryData), ...extra } }).body;

describe('patent/value/find', () => {
  it('lists every patent by score, highest first, with dimension scores', () => {
    const page = find({}, { size: '50' }).data;
    expect(page.totalElements).toBe(db().patents.length);
    const scores = page.content.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const row = page.content[0];
    const patent = db().patents.find((p) => p.id === row.id)!;
    const a = assessPatentValue(patent, { today: TODAY });
    expect(row).toMatchObject({
      title: patent.title,
      applicationNumber: patent.applicationNumber,
      type: patent.type,
      legalStatus: patent.legalStatus,
      applicants: patent.applicants,
      score: a.score,
      grade: a.grade,
      legalScore: a.dimensions[0].score,
      technicalScore: a.dimensions[1].score,
      economicScore: a.dimensions[2].score,
    });
  });

  it('filters by score band, type and field', () => {
    for (const [band, low, high] of [
      ['70-85', 70, 85],
      ['0-55', 0, 55],
      ['85-100', 85, 100.1],
    ] as const) {
      const page = find({ band }, { size: '2000' }).data;
      expect(page.content.every((r) => r.score >= low && r.score < high)).toBe(true);
      expect(page.totalElements).toBe(
        db().patents.filter((p) => {
          const s = assessmentOf(p).score;
          return s >= low && s < high;
        }).length,
      );
    }
    const bands = ['85-100', '70-85', '55-70', '0-55'].map(
      (band) => find({ band }).data.totalElements,
    );
    expect(bands.reduce((s, n) => s + n, 0)).toBe(db().patents.length);
    const rows = find({ type: 'utility', field: 'XNY' }, { size: '500' }).data.content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.type === 'utility' && r.field === 'XNY')).toBe(true);
    expect(find({ band: '90-95' }).errorMessage).toBe(
      '评分区间不正确，可选：85-100、70-85、55-70、0-55',
    );
  });

  it('searches title, applicants and application number and sorts by date', () => {
    const patent = db().patents[77];
    expect(find({}, { keyword: patent.applicationNumber }).data.content[0].id).toBe(patent.id);
    const byApplicant = find({}, { keyword: patent.applicants[0], size: '500' }).data;
    expect(
      byApplicant.content.every((r) => r.applicants.some((a) => a.includes(patent.applicants[0]))),
    ).toBe(true);
    const asc = find({}, { sort: 'applicationDate asc', size: '30' }).data.content;
    expect(asc.map((r) => r.applicationDate)).toEqual(asc.map((r) => r.applicationDate).sort());
    const low = find({}, { sort: 'score asc', size: '30' }).data.content.map((r) => r.score);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(find({}, { sort: 'title desc' }).success).toBe(false);
  });
});

describe('patent/value/detail', () => {
  it('returns the full patent record and its assessment', () => {
    const patent = db().patents[300];
    const { data } = call<API.PatentValueDetail>(patentValueDetail, {
      query: { id: patent.id },
    }).body;
    expect(data.patent.id).toBe(patent.id);
    expect(data.patent.claims).toHaveLength(patent.type === 'design' ? 0 : patent.claimsCount);
    expect(data.assessment.patentId).toBe(patent.id);
    expect(data.assessment).toEqual(assessmentOf(patent));
    expect(data.patent.valueScore).toBe(data.assessment.score);
    const total = data.assessment.dimensions
      .flatMap((d) => d.indicators)
      .reduce((s, i) => s + Math.round(i.contribution * 10), 0);
    expect(total).toBe(Math.round(data.assessment.score * 10));
  });

  it('caps invalid patents and reports unknown and missing ids', () => {
    const capped = db()
      .patents.map(assessmentOf)
      .filter((a) => a.capped);
    expect(capped.length).toBeGreaterThan(0);
    for (const a of capped) expect(a.score).toBe(40);
    expect(call(patentValueDetail, { query: { id: 'pat-000000' } }).body.errorCode).toBe(
      'NOT_FOUND',
    );
    expect(call(patentValueDetail, { query: {} }).body.errorCode).toBe('BAD_REQUEST');
  });
});
