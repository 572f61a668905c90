/** @jest-environment node */
// The result page's exports: the hit list's columns (CSV and XLSX alike), the ticked selection,
// and the XLSX file itself, read back from its zip as Excel would open it.
import { inflateRawSync, crc32 } from 'node:zlib';
import { patentsToCsv } from '@/pages/gxq/patent/result/exportCsv';
import { patentsToSheet } from '@/pages/gxq/patent/result/exportColumns';
import { pageSelection, selectHits } from '@/pages/gxq/patent/result/selection';
import { exportFileName } from '@/pages/gxq/patent/result/exportWrite';
import { xlsxBlob } from '@/pages/gxq/patent/result/xlsx';
import { analysisSheets } from '@/pages/gxq/patent/result/analysis/tables';
import dayjs from 'dayjs';

const GRANTED: API.PatentHit = {
  id: 'pat-test-1',
  applicationNumber: '202010555743.0',
  publicationNumber: 'CN111700001B',
  title: '一种固态电池的制备方法',
  abstract: '本发明公开了一种固态电池，包括正极、负极和电解质层。',
  type: 'invention',
  legalStatus: 'valid',
  legalStatusDetail: '授权',
  applicationDate: '2020-06-18',
  publicationDate: '2022-03-01',
  publications: [
    { number: 'CN111700001A', kind: 'A', date: '2020-09-25' },
    { number: 'CN111700001B', kind: 'B', date: '2022-03-01' },
  ],
  priorities: [
    { office: 'US', number: '16/123,456', date: '2019-07-01' },
    { office: 'CN', number: '201910001234.5', date: '2019-08-02' },
  ],
  applicants: ['甲电池科技有限公司', '乙理工大学'],
  inventors: ['张三', '李四'],
  agencyName: '丙专利代理事务所',
  ipcMain: 'H01M 10/0562',
  ipcCodes: ['H01M 10/0562', 'H01M 4/13'],
  region: '陕西',
  claimsCount: 10,
  independentClaimsCount: 2,
  familySize: 4,
  familyId: 'pat-test-1',
  citedByCount: 0,
  citesCount: 0,
  transferCount: 0,
  licenseCount: 0,
  pledgeCount: 0,
  score: 1,
  valueScore: 87,
};

const UTILITY: API.PatentHit = {
  ...GRANTED,
  id: 'pat-test-2',
  applicationNumber: '202120000001.2',
  // A title a spreadsheet would run as a formula.
  title: '=电池托架',
  type: 'utility',
  legalStatus: 'pending',
  publications: [{ number: 'CN215000001U', kind: 'U', date: '2021-12-03' }],
  priorities: undefined,
  agencyName: undefined,
  familySize: 1,
  valueScore: 61.5,
};

const HEADER =
  '申请号,申请日,公开号,公开日,授权公告号,授权公告日,优先权,名称,专利类型,申请人,发明人,代理机构,IPC,法律状态,同族数,价值评分,摘要';

describe('the hit list export', () => {
  it('writes the bibliographic fields, A and grant publications apart, in CSV', () => {
    const lines = patentsToCsv([GRANTED, UTILITY]).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines[1]).toBe(
      '202010555743.0,2020-06-18,CN111700001A,2020-09-25,CN111700001B,2022-03-01,' +
        '"US 16/123,456 2019-07-01；CN 201910001234.5 2019-08-02",' +
        '一种固态电池的制备方法,发明,甲电池科技有限公司；乙理工大学,张三；李四,' +
        '丙专利代理事务所,H01M 10/0562；H01M 4/13,有效,4,87,' +
        '本发明公开了一种固态电池，包括正极、负极和电解质层。',
    );
    // A utility model has no 申请公布: its U is the grant, under 授权公告号.
    expect(
      lines[2].startsWith(
        "202120000001.2,2020-06-18,,,CN215000001U,2021-12-03,,'=电池托架,实用新型",
      ),
    ).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('puts the same cells in the workbook sheet, numbers as numbers', () => {
    const sheet = patentsToSheet([GRANTED, UTILITY]);
    expect(sheet.header.join(',')).toBe(HEADER);
    expect(sheet.rows[0]).toEqual([
      '202010555743.0',
      '2020-06-18',
      'CN111700001A',
      '2020-09-25',
      'CN111700001B',
      '2022-03-01',
      'US 16/123,456 2019-07-01；CN 201910001234.5 2019-08-02',
      '一种固态电池的制备方法',
      '发明',
      '甲电池科技有限公司；乙理工大学',
      '张三；李四',
      '丙专利代理事务所',
      'H01M 10/0562；H01M 4/13',
      '有效',
      4,
      87,
      GRANTED.abstract,
    ]);
    expect(sheet.rows[1].slice(2, 7)).toEqual([
      undefined,
      undefined,
      'CN215000001U',
      '2021-12-03',
      undefined,
    ]);
  });

  it('names the file by what and when', () => {
    expect(exportFileName('专利检索结果', 'xlsx', dayjs('2026-12-06T15:30:00'))).toBe(
      '专利检索结果_20261206_1530.xlsx',
    );
  });
});

describe('ticking hits', () => {
  it('keeps ticks across pages in the order ticked, and says how much of a page is ticked', () => {
    let selected = selectHits(new Map(), [UTILITY], true);
    selected = selectHits(selected, [GRANTED, UTILITY], true);
    expect([...selected.keys()]).toEqual(['pat-test-2', 'pat-test-1']);
    expect(pageSelection(selected, [GRANTED, UTILITY])).toBe('all');
    selected = selectHits(selected, [UTILITY], false);
    expect(pageSelection(selected, [GRANTED, UTILITY])).toBe('some');
    expect(pageSelection(new Map(), [GRANTED])).toBe('none');
  });
});

/** The files of a zip archive, checked as an unzipper checks them (CRC-32 of each). */
function unzip(bytes: Buffer): Record<string, string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < entries; i += 1) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const raw = bytes.subarray(start, start + size);
    const content = method === 8 ? inflateRawSync(raw) : raw;
    expect([name, crc32(content)]).toEqual([name, bytes.readUInt32LE(at + 16) >>> 0]);
    expect(crc >>> 0).toBe(crc32(content));
    files[name] = content.toString('utf8');
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('the XLSX file', () => {
  it('is a workbook whose sheets hold the hits and the analysis', async () => {
    const analysis: API.PatentAnalysis = {
      total: 2,
      years: [
        { value: '2020', label: '2020年', count: 1 },
        { value: '2021', label: '2021年', count: 1 },
      ],
      applicants: {
        buckets: [{ value: '甲电池科技有限公司', label: '甲电池科技有限公司', count: 2 }],
        distinct: 2,
      },
      ipcSections: { buckets: [{ value: 'H', label: 'H 电学', count: 2 }], distinct: 1 },
      ipcClasses: { buckets: [{ value: 'H01', label: 'H01 基本电气元件', count: 2 }], distinct: 1 },
      legalStatus: { buckets: [], distinct: 0 },
      types: { buckets: [], distinct: 0 },
      agencies: { buckets: [], distinct: 0 },
      withoutAgency: 1,
    };
    const blob = await xlsxBlob([
      patentsToSheet([GRANTED, UTILITY]),
      ...analysisSheets(analysis, {
        query: '电池',
        expand: true,
        filters: ['专利类型：发明'],
        at: '2026-12-06 15:30',
      }),
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzip(Buffer.from(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/sharedStrings.xml',
        'xl/styles.xml',
        'xl/worksheets/sheet1.xml',
        'xl/worksheets/sheet9.xml',
      ]),
    );
    const sheetNames = [...files['xl/workbook.xml'].matchAll(/<sheet [^>]*name="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(sheetNames).toEqual([
      '专利检索结果',
      '概况',
      '申请趋势',
      '主要申请人',
      '主要代理机构',
      'IPC部分布',
      'IPC大类分布',
      '法律状态',
      '专利类型',
    ]);
    const strings = files['xl/sharedStrings.xml'];
    for (const text of [
      '申请号',
      '授权公告号',
      'CN111700001B',
      '一种固态电池的制备方法',
      'US 16/123,456 2019-07-01；CN 201910001234.5 2019-08-02',
      'CN215000001U',
      '=电池托架',
      '专利类型：发明',
      '甲电池科技有限公司',
    ])
      expect(strings).toContain(text);
    // Numbers are numbers (no t="s"), the header row is frozen, nothing is a formula.
    const hits = files['xl/worksheets/sheet1.xml'];
    expect(hits).toMatch(/<c r="P2"[^>]*><v>87<\/v><\/c>/);
    expect(hits).toMatch(/<c r="P3"[^>]*><v>61.5<\/v><\/c>/);
    expect(hits).toContain('ySplit="1"');
    expect(hits).not.toContain('<f>');
    // 申请趋势: 2020 and 2021, one each.
    expect(files['xl/worksheets/sheet3.xml']).toMatch(/<c r="B2"[^>]*><v>1<\/v>/);
  });
});
