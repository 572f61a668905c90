import { bookingProblems, bookingWindow, financingProblems } from '@/contract/messageForm';

describe('the application and booking checks the form and the mock share', () => {
  const bounds = { amountMin: 50, amountMax: 500, termMonthsMin: 6, termMonthsMax: 36 };

  it('name every field of a financing application that is wrong, against the product’s own range', () => {
    expect(financingProblems({}, bounds).map((p) => p.field)).toEqual([
      'company',
      'amount',
      'termMonths',
    ]);
    expect(
      financingProblems({ company: '西安示例科技有限公司', amount: 800, termMonths: 12 }, bounds),
    ).toEqual([{ field: 'amount', message: '该产品的贷款额度为 50-500 万元' }]);
    expect(
      financingProblems({ company: '西安示例科技有限公司', amount: 50, termMonths: 6.5 }, bounds)[0]
        .field,
    ).toBe('termMonths');
    expect(
      financingProblems({ company: '西安示例科技有限公司', amount: 50, termMonths: 36 }, bounds),
    ).toEqual([]);
  });

  it('book from tomorrow to 90 days on, morning or afternoon', () => {
    const today = new Date(2026, 10, 23);
    expect(bookingWindow(today)).toEqual({ first: '2026-11-24', last: '2027-02-21' });
    expect(
      bookingProblems({ preferredDate: '2026-11-23', preferredPeriod: 'morning' }, today),
    ).toEqual([{ field: 'preferredDate', message: '可预约 2026-11-24 至 2027-02-21 之间的日期' }]);
    expect(bookingProblems({ preferredDate: '2026-12-01' }, today).map((p) => p.field)).toEqual([
      'preferredPeriod',
    ]);
    expect(
      bookingProblems({ preferredDate: '2026-12-01', preferredPeriod: 'afternoon' }, today),
    ).toEqual([]);
  });

  it('refuses a day the calendar does not have, even one that sorts inside the window', () => {
    const today = new Date(2026, 10, 23);
    expect(
      bookingProblems({ preferredDate: '2026-11-31', preferredPeriod: 'morning' }, today),
    ).toEqual([{ field: 'preferredDate', message: '请选择预约日期' }]);
  });
});
