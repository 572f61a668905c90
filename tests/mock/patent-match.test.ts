/** @jest-environment node */
import type { MatchablePatent } from '../../mock/_lib/patent-match';
import { matchPatent, scorePatent } from '../../mock/_lib/patent-match';
import { parsePatentQuery } from '../../src/contract/patentQuery';

const base: MatchablePatent = {
  id: 'p1',
  applicationNumber: '201710601862.3',
  publicationNumber: 'CN107301234B',
  title: '一种高镍三元正极材料及其制备方法',
  abstract:
    '本发明公开了一种高镍三元正极材料，采用氧化铝进行表面包覆。锂离子电池的循环性能显著提升，适用于Battery pack。',
  type: 'invention',
  legalStatus: 'valid',
  legalStatusDetail: '专利权维持',
  applicationDate: '2017-06-09',
  publicationDate: '2020-01-30',
  grantDate: '2020-01-30',
  applicants: ['北京合诚新能源科技股份有限公司', '秦川理工大学'],
  inventors: ['廖睿', '梁晨翔'],
  agencyName: '北京合逸专利代理有限公司',
  ipcMain: 'H01M 4/525',
  ipcCodes: ['H01M 4/525', 'H01M 10/0525'],
  region: '北京市',
  claimsCount: 3,
  independentClaimsCount: 1,
  familySize: 1,
  familyId: 'p1',
  publications: [
    { number: 'CN107301234A', kind: 'A', date: '2017-11-03' },
    { number: 'CN107301234B', kind: 'B', date: '2020-01-30' },
  ],
  citedByCount: 2,
  citesCount: 5,
  transferCount: 0,
  licenseCount: 0,
  pledgeCount: 0,
  field: 'XNY',
  claims: [
    '1. 一种高镍三元正极材料的制备方法，其特征在于，包括煅烧和包覆步骤。',
    '2. 根据权利要求1所述的制备方法，其特征在于，所述煅烧温度为800℃。',
  ],
};

const utility: MatchablePatent = {
  ...base,
  id: 'p2',
  applicationNumber: '201820123456.7',
  publicationNumber: 'CN208123456U',
  title: '一种电池模组液冷散热结构',
  abstract: '本实用新型公开了一种电池模组液冷散热结构，包括液冷板和导热垫。',
  type: 'utility',
  legalStatus: 'invalid',
  applicationDate: '2018-03-01',
  publicationDate: '2018-10-12',
  applicants: ['宁波佰微汽车电子有限公司'],
  inventors: ['王艳'],
  agencyName: undefined,
  ipcMain: 'H01M 10/613',
  ipcCodes: ['H01M 10/613'],
  claims: ['1. 一种电池模组液冷散热结构，其特征在于，包括液冷板。'],
};

function matches(query: string, patent: MatchablePatent = base): boolean {
  const result = parsePatentQuery(query);
  if (!result.ok) throw new Error(`${query}: ${result.error.message}`);
  return matchPatent(result.ast, patent);
}

function score(query: string, patent: MatchablePatent = base): number {
  const result = parsePatentQuery(query);
  if (!result.ok) throw new Error(result.error.message);
  return scorePatent(result.ast, patent);
}

describe('matchPatent', () => {
  it('searches each text field on its own', () => {
    expect(matches('TI=正极材料')).toBe(true);
    expect(matches('TI=氧化铝')).toBe(false);
    expect(matches('AB=氧化铝')).toBe(true);
    expect(matches('CL=煅烧温度')).toBe(true);
    expect(matches('CL=氧化铝')).toBe(false);
    expect(matches('TX=煅烧温度 AND TX=氧化铝 AND TX=正极')).toBe(true);
    expect(matches('PA=秦川理工')).toBe(true);
    expect(matches('IN=廖睿')).toBe(true);
    expect(matches('AG=合逸')).toBe(true);
    expect(matches('AG=合逸', utility)).toBe(false);
  });

  it('searches bare terms in texts, parties, numbers and IPC but not the agency', () => {
    expect(matches('煅烧温度')).toBe(true);
    expect(matches('梁晨翔')).toBe(true);
    expect(matches('合逸')).toBe(false);
    expect(matches('201710601862.3')).toBe(true);
    expect(matches('CN107301234B')).toBe(true);
    expect(matches('H01M10/0525')).toBe(true);
    expect(matches('H01M4')).toBe(true);
  });

  it('applies AND, OR, NOT and grouping', () => {
    expect(matches('TI=(正极 OR 负极)')).toBe(true);
    expect(matches('TI=(正极 AND 负极)')).toBe(false);
    expect(matches('TI=正极 NOT PA=合诚')).toBe(false);
    expect(matches('TI=正极 NOT PA=佰微')).toBe(true);
    expect(matches('NOT TI=液冷', base)).toBe(true);
    expect(matches('NOT TI=液冷', utility)).toBe(false);
    expect(matches('(TI=液冷 OR AB=氧化铝) AND TYPE=发明')).toBe(true);
  });

  it('matches Latin words whole, or as prefixes with *', () => {
    expect(matches('battery')).toBe(true);
    expect(matches('batter')).toBe(false);
    expect(matches('batter*')).toBe(true);
    expect(matches('pack')).toBe(true);
    expect(matches('"battery pack"')).toBe(true);
    expect(matches('"pack battery"')).toBe(false);
  });

  it('strips * from Chinese terms, which match as substrings anyway', () => {
    expect(matches('TI=三元*')).toBe(true);
    expect(matches('TI=元正')).toBe(true);
  });

  it('matches numbers and IPC codes by normalised prefix', () => {
    expect(matches('AN=ZL201710601862.3')).toBe(true);
    expect(matches('AN=2017106018')).toBe(true);
    expect(matches('AN=201820123456', utility)).toBe(true);
    expect(matches('AN=2018')).toBe(false);
    expect(matches('PN=CN107301234')).toBe(true);
    expect(matches('PN=CN107301234A')).toBe(true);
    expect(matches('PN=107301234B')).toBe(true);
    expect(matches('PN=CN208123456U')).toBe(false);
    expect(matches('IPC=H01M')).toBe(true);
    expect(matches('IPC="H01M 10/0525"')).toBe(true);
    expect(matches('IPC=H01M10/06')).toBe(false);
    expect(matches('IPC=h01m4*')).toBe(true);
  });

  it('compares dates with inclusive bounds', () => {
    expect(matches('AD>=2017-06-09')).toBe(true);
    expect(matches('AD>2017-06-09')).toBe(false);
    expect(matches('AD=2017')).toBe(true);
    expect(matches('AD=2017-07')).toBe(false);
    expect(matches('AD<20170610 AND PD=2020-01')).toBe(true);
    expect(matches('PD<2020')).toBe(false);
    expect(matches('AD>=2018-01-01 AND AD<=2018-12-31', utility)).toBe(true);
  });

  it('filters on type and legal status', () => {
    expect(matches('TYPE=发明')).toBe(true);
    expect(matches('TYPE=(实用新型 OR 外观设计)')).toBe(false);
    expect(matches('TYPE=utility AND LS=失效', utility)).toBe(true);
    expect(matches('LS=(审中 OR 有效)', utility)).toBe(false);
  });

  it('works without claims text', () => {
    const { claims, ...withoutClaims } = base;
    void claims;
    expect(matches('CL=煅烧', withoutClaims)).toBe(false);
    expect(matches('TI=正极', withoutClaims)).toBe(true);
  });
});

describe('scorePatent', () => {
  it('weighs the title above the abstract and the abstract above claims', () => {
    const title = score('TI=正极');
    const abstract = score('AB=氧化铝');
    const claims = score('CL=煅烧温度');
    expect(title).toBeGreaterThan(abstract);
    expect(abstract).toBeGreaterThan(claims);
    expect(score('正极')).toBeGreaterThan(score('氧化铝'));
  });

  it('adds up positive terms only and ignores dates and filters', () => {
    expect(score('正极 AND 电池')).toBeGreaterThan(score('正极'));
    expect(score('正极 NOT 液冷')).toBe(score('正极'));
    expect(score('AD>=2017 AND TYPE=发明')).toBe(0);
  });

  it('is deterministic and rounded to two decimals', () => {
    const a = score('TX=(正极 OR 锂离子) AND PA=合诚');
    expect(score('TX=(正极 OR 锂离子) AND PA=合诚')).toBe(a);
    expect(Math.round(a * 100) / 100).toBe(a);
    expect(a).toBeGreaterThan(0);
  });

  it('ranks a title hit above an abstract-only hit between two patents', () => {
    expect(score('电池', utility)).toBeGreaterThan(score('电池', base));
  });
});
