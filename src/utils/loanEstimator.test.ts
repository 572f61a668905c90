import {
  estimateLoan,
  LOAN_DISCLAIMER,
  LOAN_RULE_TEXTS,
  MAX_APPRAISED_VALUE,
  roundLoanAmount,
  type LoanEstimateInput,
} from './loanEstimator';

const invention = (over: Partial<LoanEstimateInput> = {}): LoanEstimateInput => ({
  kind: 'invention',
  appraisedValue: 1000,
  remainingYears: 12,
  legalStatus: 'valid',
  ...over,
});

describe('rule texts', () => {
  it('explain the rules in Chinese for the page', () => {
    const text = LOAN_RULE_TEXTS.join('');
    for (const part of ['发明专利25%', '实用新型15%', '注册商标30%', '不少于8年', '不少于4年'])
      expect(text).toContain(part);
    expect(text).toContain('外观设计');
    expect(text).toContain('50万-3000万元');
  });
});

describe('roundLoanAmount', () => {
  it('rounds down to a step that suits the size', () => {
    expect(roundLoanAmount(87.9)).toBe(87);
    expect(roundLoanAmount(149.99)).toBe(145);
    expect(roundLoanAmount(1237)).toBe(1230);
    expect(roundLoanAmount(150)).toBe(150);
    expect(roundLoanAmount(0)).toBe(0);
    expect(roundLoanAmount(-5)).toBe(0);
    expect(roundLoanAmount(NaN)).toBe(0);
  });
});

describe('estimateLoan', () => {
  it('gives 60–100 % of a 25 % cap for an invention patent', () => {
    const r = estimateLoan(invention());
    expect(r).toMatchObject({ eligible: true, ratio: 0.25, min: 150, max: 250, reasons: [] });
    expect(r.note).toContain('发明专利质押率上限25%');
    expect(r.note).toContain('最高可贷约250万元');
    expect(r.note).toContain('150万-250万元');
    expect(r.note).toContain(LOAN_DISCLAIMER);
  });

  it('uses 15 % for utility models and 30 % for trademarks', () => {
    expect(
      estimateLoan({ kind: 'utility', appraisedValue: 1000, remainingYears: 6 }),
    ).toMatchObject({ eligible: true, ratio: 0.15, min: 90, max: 150 });
    expect(
      estimateLoan({ kind: 'trademark', appraisedValue: 1000, remainingYears: 3 }),
    ).toMatchObject({ eligible: true, ratio: 0.3, min: 180, max: 300 });
  });

  it('keeps min ≤ max and rounds amounts', () => {
    for (const value of [220, 333.33, 777, 4321, 9999.99, 12_000]) {
      const r = estimateLoan(invention({ appraisedValue: value }));
      expect(r.eligible).toBe(true);
      expect(r.min).toBeLessThanOrEqual(r.max);
      expect(r.max).toBeLessThanOrEqual(value * 0.25);
      expect(Number.isInteger(r.min) && Number.isInteger(r.max)).toBe(true);
    }
    expect(estimateLoan(invention({ appraisedValue: 4321 }))).toMatchObject({
      min: 645,
      max: 1080,
    });
  });

  it('refuses a remaining term longer than the right can last', () => {
    expect(estimateLoan(invention({ remainingYears: 20 })).eligible).toBe(true);
    const invention21 = estimateLoan(invention({ remainingYears: 21 }));
    expect(invention21.eligible).toBe(false);
    expect(invention21.reasons[0]).toContain('保护期为20年');
    const utility = estimateLoan({
      kind: 'utility',
      appraisedValue: 1000,
      remainingYears: 11,
      legalStatus: 'valid',
    });
    expect(utility.reasons[0]).toContain('保护期为10年');
  });

  it('refuses designs on their own', () => {
    const r = estimateLoan({ kind: 'design', appraisedValue: 5000, remainingYears: 10 });
    expect(r).toMatchObject({ eligible: false, ratio: 0, min: 0, max: 0 });
    expect(r.reasons[0]).toContain('外观设计专利一般不单独作为质押物');
  });

  it('requires 8 years left on an invention and 4 on a utility model', () => {
    expect(estimateLoan(invention({ remainingYears: 8 })).eligible).toBe(true);
    const short = estimateLoan(invention({ remainingYears: 7.5 }));
    expect(short).toMatchObject({ eligible: false, min: 0, max: 0, ratio: 0.25 });
    expect(short.reasons).toEqual(['发明专利剩余保护期应不少于8年，当前约7.5年']);
    expect(
      estimateLoan({ kind: 'utility', appraisedValue: 1000, remainingYears: 4 }).eligible,
    ).toBe(true);
    expect(
      estimateLoan({ kind: 'utility', appraisedValue: 1000, remainingYears: 3.9 }).reasons,
    ).toEqual(['实用新型专利剩余保护期应不少于4年，当前约3.9年']);
  });

  it('accepts only valid rights', () => {
    expect(estimateLoan(invention({ legalStatus: 'pending' })).reasons).toEqual([
      '发明专利尚在审查中，授权后方可办理质押',
    ]);
    expect(estimateLoan(invention({ legalStatus: 'invalid' })).reasons).toEqual([
      '发明专利已失效，不能办理质押',
    ]);
    expect(estimateLoan(invention({ legalStatus: undefined })).eligible).toBe(true);
    const both = estimateLoan(invention({ legalStatus: 'invalid', remainingYears: 2 }));
    expect(both.reasons).toHaveLength(2);
  });

  it('asks for a renewal when a trademark registration has run out', () => {
    expect(
      estimateLoan({ kind: 'trademark', appraisedValue: 1000, remainingYears: 0 }).reasons,
    ).toEqual(['注册商标有效期已届满，须先办理续展']);
  });

  it('clips to the typical product bounds with a reason', () => {
    const big = estimateLoan(invention({ appraisedValue: 20_000 }));
    expect(big).toMatchObject({ eligible: true, min: 3000, max: 3000 });
    expect(big.reasons[0]).toContain('超过常见产品上限3000万元');
    expect(big.note).toContain('参考额度3000万元');
    const upper = estimateLoan(invention({ appraisedValue: 16_000 }));
    expect(upper).toMatchObject({ min: 2400, max: 3000 });
    expect(upper.reasons).toHaveLength(1);
    const low = estimateLoan(invention({ appraisedValue: 250 }));
    expect(low).toMatchObject({ eligible: true, min: 50, max: 62 });
    expect(low.reasons).toEqual(['参考区间下限低于常见产品起贷额50万元，已按50万元计']);
  });

  it('refuses a cap below the smallest product', () => {
    const r = estimateLoan(invention({ appraisedValue: 120 }));
    expect(r).toMatchObject({ eligible: false, min: 0, max: 0 });
    expect(r.reasons[0]).toBe(
      '按质押率测算的最高额度约30万元，低于常见产品起贷额50万元，可考虑组合质押或科技信用贷',
    );
    expect(estimateLoan(invention({ appraisedValue: 200 }))).toMatchObject({
      eligible: true,
      min: 50,
      max: 50,
    });
  });

  it('refuses unusable input with reasons', () => {
    const reasonsOf = (over: Partial<LoanEstimateInput>) => estimateLoan(invention(over)).reasons;
    expect(reasonsOf({ appraisedValue: NaN })).toEqual(['请输入评估价值（万元）']);
    expect(reasonsOf({ appraisedValue: undefined as unknown as number })).toEqual([
      '请输入评估价值（万元）',
    ]);
    expect(reasonsOf({ appraisedValue: '500' as unknown as number })).toEqual([
      '请输入评估价值（万元）',
    ]);
    expect(reasonsOf({ appraisedValue: 0 })).toEqual(['评估价值必须大于0']);
    expect(reasonsOf({ appraisedValue: -10 })).toEqual(['评估价值必须大于0']);
    expect(reasonsOf({ appraisedValue: Infinity })[0]).toContain('超出合理范围');
    expect(reasonsOf({ appraisedValue: MAX_APPRAISED_VALUE + 1 })[0]).toContain('超出合理范围');
    expect(reasonsOf({ remainingYears: -1 })).toEqual(['剩余保护期不能为负数']);
    expect(reasonsOf({ remainingYears: NaN })).toEqual(['请输入剩余保护期（年）']);
    expect(reasonsOf({ remainingYears: 25 })).toEqual([
      '发明专利保护期为20年，剩余保护期不能超过20年',
    ]);
    expect(
      estimateLoan({ kind: 'trademark', appraisedValue: 100, remainingYears: 11 }).reasons[0],
    ).toContain('可续展');
    expect(reasonsOf({ legalStatus: 'lost' as API.LegalStatus })).toEqual(['法律状态不正确']);
    expect(reasonsOf({ appraisedValue: -1, remainingYears: -1 })).toHaveLength(2);
    const badKind = estimateLoan({ ...invention(), kind: 'copyright' as 'invention' });
    expect(badKind).toMatchObject({ eligible: false, ratio: 0 });
    expect(badKind.reasons).toEqual(['请选择正确的质押物类型']);
    expect(estimateLoan(null as unknown as LoanEstimateInput).reasons).toEqual(['请填写测算信息']);
  });

  it('answers every refusal with zero amounts and the disclaimer', () => {
    for (const input of [
      invention({ remainingYears: 1 }),
      invention({ appraisedValue: -1 }),
      { kind: 'design' as const, appraisedValue: 100, remainingYears: 5 },
    ]) {
      const r = estimateLoan(input);
      expect(r).toMatchObject({ eligible: false, min: 0, max: 0 });
      expect(r.reasons.length).toBeGreaterThan(0);
      expect(r.note).toContain(LOAN_DISCLAIMER);
    }
  });
});
