import { checkPledge } from './pledgeEligibility';
import { statutoryTerm, termEndDate, termYearsLeft } from '../contract/patentTerm';

const TODAY = '2026-11-24';

describe('patent terms', () => {
  it('counts 20, 10 and 15 years (designs filed before 2021-06-01: 10) from the filing date', () => {
    expect(statutoryTerm('invention', '2010-01-01')).toBe(20);
    expect(statutoryTerm('utility', '2024-03-01')).toBe(10);
    expect(statutoryTerm('design', '2021-06-01')).toBe(15);
    expect(statutoryTerm('design', '2021-05-31')).toBe(10);
    expect(termEndDate('invention', '2021-04-26')).toBe('2041-04-25');
    expect(termEndDate('design', '2021-05-31')).toBe('2031-05-30');
  });

  it('gives the years left to one decimal, never below zero', () => {
    expect(termYearsLeft('invention', '2021-04-26', TODAY)).toBe(14.4);
    expect(termYearsLeft('utility', '2012-01-01', TODAY)).toBe(0);
  });
});

describe('checkPledge', () => {
  const invention = { type: 'invention', legalStatus: 'valid', referenceValue: 400 } as const;

  it('finds a valid invention with 14 years left and a valuation eligible, with a loan range', () => {
    const check = checkPledge({ ...invention, applicationDate: '2021-04-26' }, TODAY);
    expect(check).toMatchObject({ ruleOk: true, eligible: true, reasons: [], minYears: 8 });
    expect(check.yearsLeft).toBe(14.4);
    // 25 % of 400万 = 100万 at most; the range starts at 60 % of it.
    expect(check.estimate).toMatchObject({ eligible: true, min: 60, max: 100 });
  });

  it('refuses an invention with less than 8 years left and says how many are left', () => {
    const check = checkPledge({ ...invention, applicationDate: '2014-10-07' }, TODAY);
    expect(check.ruleOk).toBe(false);
    expect(check.eligible).toBe(false);
    expect(check.yearsLeft).toBe(7.9);
    expect(check.reasons).toEqual(['发明专利剩余保护期应不少于8年，当前约7.9年']);
    expect(check.estimate).toBeUndefined();
  });

  it('holds a utility model to 4 years and 15 % of the value', () => {
    const young = checkPledge(
      { type: 'utility', legalStatus: 'valid', applicationDate: '2024-01-10', referenceValue: 600 },
      TODAY,
    );
    expect(young.minYears).toBe(4);
    expect(young.estimate).toMatchObject({ ratio: 0.15, max: 90 });
    const old = checkPledge(
      { ...young, type: 'utility', applicationDate: '2019-06-01' } as never,
      TODAY,
    );
    expect(old.reasons[0]).toMatch(/实用新型专利剩余保护期应不少于4年/);
  });

  it('refuses lapsed and pending patents with the plain reason, and designs as sole collateral', () => {
    const lapsed = checkPledge(
      { ...invention, legalStatus: 'invalid', applicationDate: '2002-01-31' },
      TODAY,
    );
    expect(lapsed.yearsLeft).toBe(0);
    expect(lapsed.reasons).toEqual(['发明专利已失效，不能办理质押']);
    const pending = checkPledge(
      { ...invention, legalStatus: 'pending', applicationDate: '2025-02-01' },
      TODAY,
    );
    // Its term runs from filing: 18 years are left, so only its status stands in the way.
    expect(pending.yearsLeft).toBe(18.2);
    expect(pending.reasons).toEqual(['发明专利尚在审查中，授权后方可办理质押']);
    const design = checkPledge(
      { type: 'design', legalStatus: 'valid', applicationDate: '2025-09-08', referenceValue: 80 },
      TODAY,
    );
    expect(design.minYears).toBeUndefined();
    expect(design.reasons).toEqual([
      '外观设计专利一般不单独作为质押物，建议与发明专利或商标组合质押',
    ]);
  });

  it('lets the rules pass but estimates nothing without a valuation, or when it backs too little', () => {
    const unvalued = checkPledge(
      { ...invention, referenceValue: 0, applicationDate: '2021-04-26' },
      TODAY,
    );
    expect(unvalued).toMatchObject({ ruleOk: true, eligible: false });
    expect(unvalued.reasons[0]).toMatch(/暂无该专利的参考估值/);
    const small = checkPledge(
      { ...invention, referenceValue: 120, applicationDate: '2021-04-26' },
      TODAY,
    );
    expect(small).toMatchObject({ ruleOk: true, eligible: false });
    expect(small.reasons[0]).toMatch(/低于常见产品起贷额50万元/);
  });
});
