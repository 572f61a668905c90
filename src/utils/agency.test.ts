import { ageText, agencyUrl, yearsSince } from './agency';

describe('agencyUrl', () => {
  it('builds the specified route with both segments encoded', () => {
    expect(agencyUrl('91610112MA7U56EG0P', '西安盛微专利/商标')).toBe(
      '/gxq/service/agency/result/91610112MA7U56EG0P/%E8%A5%BF%E5%AE%89%E7%9B%9B%E5%BE%AE%E4%B8%93%E5%88%A9%2F%E5%95%86%E6%A0%87',
    );
  });
});

describe('yearsSince', () => {
  const today = new Date(2026, 10, 21);
  it('counts whole years, not calendar years', () => {
    expect(yearsSince('2023-01-17', today)).toBe(3);
    expect(yearsSince('2023-11-21', today)).toBe(3);
    expect(yearsSince('2023-11-22', today)).toBe(2);
  });
  it('gives 0 for future or malformed dates', () => {
    expect(yearsSince('2030-01-01', today)).toBe(0);
    expect(yearsSince('soon', today)).toBe(0);
  });
});

describe('ageText', () => {
  it('says whole years, or under one year', () => {
    const today = new Date(2026, 10, 21);
    expect(ageText('1989-06-10', today)).toBe('37 年');
    expect(ageText('2026-03-01', today)).toBe('不足 1 年');
  });
});
