import { isGranted, patentNumberLabel, patentNumberText } from './patentNumberLabel';

const NUMBER = '201710601862.3';

describe('patentNumberLabel', () => {
  it('names a patent in force by its patent number, ZL + the application number', () => {
    expect(
      patentNumberLabel({ applicationNumber: NUMBER, legalStatus: 'valid', type: 'invention' }),
    ).toEqual({ label: '专利号', number: 'ZL201710601862.3' });
    expect(patentNumberText({ applicationNumber: '95115608.X', legalStatus: 'valid' })).toBe(
      '专利号 ZL95115608.X',
    );
  });

  it('names a pending application by its application number, whatever its type', () => {
    for (const type of ['invention', 'utility', 'design'] as const)
      expect(patentNumberText({ applicationNumber: NUMBER, legalStatus: 'pending', type })).toBe(
        '申请号 201710601862.3',
      );
  });

  it('keeps 专利号 for a right that ended after grant', () => {
    // An invention lapsed for unpaid fees or expired: its grant date says it was granted.
    expect(
      patentNumberText({
        applicationNumber: NUMBER,
        legalStatus: 'invalid',
        type: 'invention',
        grantDate: '2020-03-17',
      }),
    ).toBe('专利号 ZL201710601862.3');
    // Utility models and designs are published only on grant.
    expect(
      patentNumberText({
        applicationNumber: '201920123456.7',
        legalStatus: 'invalid',
        patentType: 'utility',
      }),
    ).toBe('专利号 ZL201920123456.7');
    expect(
      isGranted({ applicationNumber: '201930123456.1', legalStatus: 'invalid', type: 'design' }),
    ).toBe(true);
  });

  it('gives only 申请号 to an invention rejected or withdrawn, or not known to be granted', () => {
    // 驳回 / 视为撤回: 失效 with no grant date.
    expect(
      patentNumberText({ applicationNumber: NUMBER, legalStatus: 'invalid', type: 'invention' }),
    ).toBe('申请号 201710601862.3');
    // A listing's 失效 invention carries no grant date: it may never have been granted.
    expect(
      patentNumberText({
        applicationNumber: NUMBER,
        legalStatus: 'invalid',
        patentType: 'invention',
      }),
    ).toBe('申请号 201710601862.3');
    expect(patentNumberText({ applicationNumber: NUMBER, legalStatus: 'invalid' })).toBe(
      '申请号 201710601862.3',
    );
    // No status (a demand naming a patent, a listing of a patent the data do not hold).
    expect(patentNumberText({ applicationNumber: NUMBER, patentType: 'utility' })).toBe(
      '申请号 201710601862.3',
    );
  });

  it('trusts the current status over a grant date', () => {
    expect(
      isGranted({ applicationNumber: NUMBER, legalStatus: 'pending', grantDate: '2020-03-17' }),
    ).toBe(false);
    expect(isGranted({ applicationNumber: NUMBER, grantDate: '2020-03-17' })).toBe(true);
  });

  it('writes the number once, whatever prefix it came with', () => {
    expect(patentNumberText({ applicationNumber: `ZL${NUMBER}`, legalStatus: 'valid' })).toBe(
      '专利号 ZL201710601862.3',
    );
    expect(patentNumberText({ applicationNumber: ` CN ${NUMBER}`, legalStatus: 'pending' })).toBe(
      '申请号 201710601862.3',
    );
  });

  it('names nothing without a number', () => {
    expect(patentNumberLabel({ legalStatus: 'valid' })).toBeUndefined();
    expect(patentNumberText({ applicationNumber: '', legalStatus: 'valid' })).toBeUndefined();
    expect(patentNumberText({ applicationNumber: '  ' })).toBeUndefined();
  });
});
