import { csvField, toCsv } from './csv';

interface Row {
  title: string;
  applicants: string[];
  score?: number | null;
  note?: unknown;
}

const columns = [
  { header: '名称', value: (r: Row) => r.title },
  { header: '申请人', value: (r: Row) => r.applicants },
  { header: '评分', value: (r: Row) => r.score },
];

describe('toCsv', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const csv = toCsv([{ title: '一种电池', applicants: ['甲公司'], score: 80.5 }], columns);
    expect(csv).toBe('\uFEFF名称,申请人,评分\r\n一种电池,甲公司,80.5\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('\uFEFF名称,申请人,评分\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const csv = toCsv(
      [{ title: '电池,"正极"材料\r\n第二行', applicants: ['a'], score: 1 }],
      columns,
    );
    expect(csv.split('\r\n')[1]).toBe('"电池,""正极""材料');
    expect(csv).toContain('"电池,""正极""材料\r\n第二行",a,1\r\n');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain')).toBe('plain');
  });

  it('leaves null and undefined empty and joins arrays with ；', () => {
    const csv = toCsv(
      [{ title: 't', applicants: ['甲', '乙', null as unknown as string], score: null }],
      columns,
    );
    expect(csv.split('\r\n')[1]).toBe('t,甲；乙,');
    expect(csvField(undefined)).toBe('');
    expect(csvField([])).toBe('');
    expect(csvField(['a,b', 'c'])).toBe('"a,b；c"');
  });

  it('neutralises formula injection in text but keeps numbers', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+86 138')).toBe("'+86 138");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField(['=cmd', 'ok'])).toBe("'=cmd；ok");
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes dates as days, booleans and objects as text', () => {
    expect(csvField(new Date('2021-06-01T00:00:00Z'))).toBe('2021-06-01');
    expect(csvField(true)).toBe('true');
    expect(csvField(0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});
