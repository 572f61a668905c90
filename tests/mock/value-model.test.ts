/** @jest-environment node */
import {
  assessPatentValue,
  gradeOf,
  INVALID_SCORE_CAP,
  remainingYears,
  saturate,
  statutoryTerm,
  VALUE_MODEL_VERSION,
} from '../../mock/_lib/value-model';

const TODAY = '2026-11-21';

const invention: API.Patent = {
  id: 'pat-1',
  applicationNumber: '202110601862.0',
  publicationNumber: 'CN113301234B',
  title: '一种高镍三元正极材料及其制备方法',
  abstract: '本发明公开了一种高镍三元正极材料。',
  type: 'invention',
  legalStatus: 'valid',
  legalStatusDetail: '专利权维持',
  applicationDate: '2021-11-21',
  publicationDate: '2023-05-01',
  grantDate: '2023-05-01',
  applicants: ['北京合诚新能源科技股份有限公司'],
  inventors: ['廖睿'],
  ipcMain: 'H01M 4/525',
  ipcCodes: ['H01M 4/525', 'H01M 10/0525', 'C01G 53/00'],
  region: '北京市',
  claimsCount: 10,
  independentClaimsCount: 2,
  familySize: 3,
  familyId: 'pat-1',
  publications: [
    { number: 'CN113301234A', kind: 'A', date: '2021-10-01' },
    { number: 'CN113301234B', kind: 'B', date: '2023-05-01' },
  ],
  citedByCount: 4,
  citesCount: 5,
  transferCount: 1,
  licenseCount: 0,
  pledgeCount: 0,
  field: 'XNY',
};

const assess = (p: API.Patent, today = TODAY) => assessPatentValue(p, { today });
const contributions = (a: API.ValueAssessment) =>
  a.dimensions.flatMap((d) => d.indicators.map((i) => i.contribution));
const tenths = (x: number) => Math.round(x * 10);

describe('grades and curves', () => {
  it('grades at 85 / 70 / 55 and names its version after the standard', () => {
    expect(VALUE_MODEL_VERSION).toContain('GB/T 42748');
    expect([100, 85, 84.9, 70, 69.9, 55, 54.9, 0].map(gradeOf)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
    ]);
  });

  it('uses monotone saturating curves and the statutory terms', () => {
    expect(saturate(0, 5, 20)).toBe(20);
    for (let x = 0; x < 50; x += 1)
      expect(saturate(x + 1, 5, 20)).toBeGreaterThan(saturate(x, 5, 20));
    expect(saturate(1e6, 5, 20)).toBeLessThanOrEqual(100);
    expect(statutoryTerm('invention', '2010-01-01')).toBe(20);
    expect(statutoryTerm('utility', '2022-01-01')).toBe(10);
    expect(statutoryTerm('design', '2021-05-31')).toBe(10);
    expect(statutoryTerm('design', '2021-06-01')).toBe(15);
    expect(remainingYears(invention, TODAY)).toBe(15);
    expect(remainingYears({ ...invention, legalStatus: 'invalid' }, TODAY)).toBe(0);
  });
});

describe('assessPatentValue', () => {
  it('gives a fixed, documented result for a sample invention', () => {
    const a = assess(invention);
    expect(a.patentId).toBe('pat-1');
    expect(a.modelVersion).toBe(VALUE_MODEL_VERSION);
    const legal = a.dimensions[0].indicators;
    expect(legal.map((i) => [i.key, i.raw, i.score])).toEqual([
      ['legalStatus', 'valid', 100],
      ['remainingLife', 15, 100],
      ['claims', 10, 81.1],
      ['independentClaims', 2, 83.8],
    ]);
    expect(legal[0].display).toBe('有效（专利权维持）');
    expect(legal[1].display).toBe('剩余 15 年（法定期限 20 年）');
    const technical = a.dimensions[1].indicators;
    expect(technical.map((i) => [i.key, i.raw, i.score])).toEqual([
      ['citedBy', 4, 70.6],
      ['citations', 5, 74.2],
      ['ipcSpread', 2, 79.8],
      ['familySize', 3, 87.4],
    ]);
    const economic = a.dimensions[2].indicators;
    expect(economic.map((i) => [i.key, i.raw, i.score])).toEqual([
      ['familyCoverage', 3, 81.6],
      ['transfers', 1, 81.6],
      ['licenses', 0, 50],
      ['pledges', 0, 50],
    ]);
    expect(a.score).toBe(80.1);
    expect(a.grade).toBe('B');
    expect(a.capped).toBeUndefined();
  });

  it('makes contributions equal score × weight × dimension weight and add up to the score', () => {
    const a = assess(invention);
    for (const d of a.dimensions)
      for (const i of d.indicators)
        expect(i.contribution).toBeCloseTo(Math.round(i.score * i.weight * d.weight * 10) / 10, 10);
    expect(contributions(a).reduce((s, c) => s + tenths(c), 0)).toBe(tenths(a.score));
    for (const d of a.dimensions)
      expect(d.score).toBeCloseTo(
        d.indicators.reduce((s, i) => s + i.score * i.weight, 0),
        0,
      );
  });

  it('is deterministic and keeps every score within 0–100', () => {
    expect(assess(invention)).toEqual(assess({ ...invention }));
    const extremes: API.Patent[] = [
      {
        ...invention,
        claimsCount: 0,
        independentClaimsCount: 0,
        citedByCount: 0,
        citesCount: 0,
        familySize: 1,
        ipcCodes: [],
      },
      {
        ...invention,
        claimsCount: 500,
        independentClaimsCount: 50,
        citedByCount: 9999,
        citesCount: 999,
        familySize: 99,
        transferCount: 99,
        licenseCount: 99,
        pledgeCount: 99,
      },
      { ...invention, applicationDate: '1990-01-01' },
      {
        ...invention,
        type: 'design',
        claimsCount: 0,
        independentClaimsCount: 0,
        ipcCodes: ['12-07'],
        ipcMain: '12-07',
      },
    ];
    for (const p of extremes) {
      const a = assess(p);
      expect(a.score).toBeGreaterThanOrEqual(0);
      expect(a.score).toBeLessThanOrEqual(100);
      for (const d of a.dimensions) {
        expect(d.score).toBeGreaterThanOrEqual(0);
        expect(d.score).toBeLessThanOrEqual(100);
        for (const i of d.indicators) expect(i.score).toBeGreaterThanOrEqual(0);
      }
      expect(contributions(a).reduce((s, c) => s + tenths(c), 0)).toBe(tenths(a.score));
    }
    expect(assess(extremes[1]).grade).toBe('A');
  });

  it('never lowers the score when an indicator improves', () => {
    const keys: (keyof API.Patent)[] = [
      'claimsCount',
      'independentClaimsCount',
      'citedByCount',
      'citesCount',
      'familySize',
      'transferCount',
      'licenseCount',
      'pledgeCount',
    ];
    for (const key of keys) {
      let previous = -1;
      for (let n = 0; n <= 20; n += 1) {
        const score = assess({ ...invention, [key]: n }).score;
        expect(score).toBeGreaterThanOrEqual(previous);
        previous = score;
      }
    }
    // Less remaining life, lower score; a wider IPC spread, higher score.
    expect(assess({ ...invention, applicationDate: '2010-01-01' }).score).toBeLessThan(
      assess(invention).score,
    );
    expect(assess({ ...invention, ipcCodes: ['H01M 4/525'] }).score).toBeLessThan(
      assess(invention).score,
    );
    // Valid > pending > invalid, other things equal.
    const pending = assess({ ...invention, legalStatus: 'pending', legalStatusDetail: '实质审查' });
    const invalid = assess({
      ...invention,
      legalStatus: 'invalid',
      legalStatusDetail: '未缴年费终止',
    });
    expect(assess(invention).score).toBeGreaterThan(pending.score);
    expect(pending.score).toBeGreaterThan(invalid.score);
  });

  it('scores the legal dimension of an invalid patent low and caps its overall score', () => {
    const strong = {
      ...invention,
      citedByCount: 40,
      familySize: 8,
      transferCount: 3,
      licenseCount: 2,
    };
    const a = assess({ ...strong, legalStatus: 'invalid', legalStatusDetail: '未缴年费终止' });
    expect(a.dimensions[0].indicators[0].score).toBe(0);
    expect(a.dimensions[0].indicators[1].score).toBe(0);
    expect(a.dimensions[0].score).toBeLessThan(40);
    expect(a.score).toBe(INVALID_SCORE_CAP);
    expect(a.grade).toBe('D');
    expect(a.capped).toBe(true);
    expect(a.uncappedScore).toBeGreaterThan(INVALID_SCORE_CAP);
    expect(a.note).toContain('封顶');
    expect(contributions(a).reduce((s, c) => s + tenths(c), 0)).toBe(INVALID_SCORE_CAP * 10);
    const weak = assess({
      ...invention,
      legalStatus: 'invalid',
      citedByCount: 0,
      familySize: 1,
      transferCount: 0,
      citesCount: 0,
      claimsCount: 3,
      ipcCodes: ['H01M 4/525'],
    });
    expect(weak.score).toBeLessThan(INVALID_SCORE_CAP);
    expect(weak.capped).toBeUndefined();
  });

  it('treats design claims as not applicable and counts family offices when given', () => {
    const design = assess({
      ...invention,
      type: 'design',
      claimsCount: 0,
      independentClaimsCount: 0,
    });
    expect(design.dimensions[0].indicators[2]).toMatchObject({
      score: 60,
      display: '不适用（外观设计）',
    });
    const family: API.FamilyMember[] = [
      { publicationNumber: 'CN113301234B', office: 'CN', date: '2023-05-01' },
      { publicationNumber: 'WO2022123456A1', office: 'WO', date: '2022-06-01' },
      { publicationNumber: 'US11234567B2', office: 'US', date: '2024-01-01' },
    ];
    const withFamily = assessPatentValue({ ...invention, family }, { today: TODAY });
    expect(withFamily).toEqual(assess(invention));
    const sameOffice = assessPatentValue(
      { ...invention, family: family.map((m) => ({ ...m, office: 'CN' })) },
      { today: TODAY },
    );
    expect(sameOffice.dimensions[2].indicators[0].raw).toBe(1);
  });

  it('depends on today only through the remaining life', () => {
    const later = assess(invention, '2036-11-21');
    expect(later.dimensions[0].indicators[1].raw).toBe(5);
    expect(later.score).toBeLessThan(assess(invention).score);
    expect(later.dimensions[1]).toEqual(assess(invention).dimensions[1]);
  });
});
