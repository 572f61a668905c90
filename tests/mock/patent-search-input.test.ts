/** @jest-environment node */
// Numbers and classes as people type them (issue 51): the search endpoint reads an IPC code
// written with its space, in lower case or in full-width characters as the one code, and refuses
// an application number with a wrong check character at the number, saying the right one.
import { searchablePatents } from '../../mock/_lib/data/patent-store';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { call } from './helpers';

type Result = API.PatentSearchResult;

const search = (q: string) => call<Result>(searchPatents, { query: { q, size: '1000' } }).body;
const ids = (body: { data: Result }) => body.data.content.map((p) => p.id).sort();

describe('patent/search: IPC codes as typed', () => {
  const canonical = search('IPC=(G06F16/33)');
  // The patents classified in G06F 16/33, straight from the data set.
  const classified = searchablePatents()
    .filter(({ patent }) =>
      (patent.ipcCodes ?? []).some((c) => c.replace(/\s/g, '').startsWith('G06F16/33')),
    )
    .map(({ patent }) => patent.id)
    .sort();

  it('finds the patents of the compact code', () => {
    expect(canonical.success).toBe(true);
    expect(classified.length).toBeGreaterThan(0);
    expect(canonical.data.totalElements).toBe(classified.length);
    expect(ids(canonical)).toEqual(classified);
    expect(canonical.data.query).toBe('IPC=G06F16/33');
  });

  it.each([
    'IPC=(G06F 16/33)',
    'IPC=G06F 16/33',
    'ipc=g06f16/33',
    'ipc=(g06f 16/33)',
    'IPC=(Ｇ０６Ｆ１６／３３)',
    'IPC＝（Ｇ０６Ｆ　１６／３３）',
  ])('%s finds exactly what IPC=(G06F16/33) finds, and reads back as it', (q) => {
    const body = search(q);
    expect(body.success).toBe(true);
    expect(body.data.totalElements).toBe(classified.length);
    expect(ids(body)).toEqual(classified);
    expect(body.data.query).toBe('IPC=G06F16/33');
  });

  it('reads another code in lower case or with its space as the code', () => {
    const h01m = search('IPC=H01M10/48').data.totalElements;
    expect(h01m).toBeGreaterThan(0);
    expect(search('ipc=h01m10/48').data.totalElements).toBe(h01m);
    expect(search('IPC=(H01M 10/48)').data.totalElements).toBe(h01m);
  });
});

describe('patent/search: application numbers as typed', () => {
  it.each([
    ['202010555743.5', 0],
    ['AN=202010555743.5', 3],
    ['CN202010555743.5', 0],
  ])('refuses %s at the number, naming the right check character', (q, position) => {
    expect(search(q)).toMatchObject({
      success: false,
      errorCode: 'BAD_QUERY',
      errorMessage: '申请号 202010555743.5 的校验位应为 0',
      data: { position, length: q.length - position },
    });
  });

  it.each([
    '202010555743.0',
    'AN=202010555743.0',
    '202010555743',
    'AN=202010555743',
    'CN202010555743.0',
    'ZL202010555743.0',
    'AN=ZL202010555743.0',
  ])('%s finds its patent', (q) => {
    const body = search(q);
    expect(body.success).toBe(true);
    expect(body.data.content.map((p) => p.applicationNumber)).toContain('202010555743.0');
  });
});
