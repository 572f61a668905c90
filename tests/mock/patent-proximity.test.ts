/** @jest-environment node */
// W/n and NEAR/n: two words within n characters in one text of the field.
import { patentsMatching, searchablePatents } from '../../mock/_lib/data/patent-store';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import type { MatchablePatent } from '../../mock/_lib/patent-match';
import { matchPatent, scorePatent } from '../../mock/_lib/patent-match';
import { pairsWithin, spansOf } from '../../mock/_lib/patent-proximity';
import { expandQuery } from '../../mock/_lib/query-expansion';
import { parsePatentQuery } from '../../src/contract/patentQuery';
import { call } from './helpers';

const astOf = (q: string) => {
  const parsed = parsePatentQuery(q);
  if (!parsed.ok) throw new Error(`${q}: ${parsed.error.message}`);
  return parsed.ast;
};

/** A record with only the texts that matter here. */
function doc(id: string, texts: { title?: string; abstract?: string; claims?: string[] }) {
  const patent: MatchablePatent = {
    id,
    applicationNumber: '201820123456.7',
    publicationNumber: 'CN208123456U',
    title: texts.title ?? '一种装置',
    abstract: texts.abstract ?? '',
    type: 'utility',
    legalStatus: 'valid',
    legalStatusDetail: '专利权维持',
    applicationDate: '2018-03-01',
    publicationDate: '2018-10-12',
    applicants: ['宁波佰微汽车电子有限公司'],
    inventors: ['王艳'],
    ipcMain: 'H01M 10/613',
    ipcCodes: ['H01M 10/613'],
    region: '浙江省',
    claimsCount: 1,
    independentClaimsCount: 1,
    familySize: 1,
    familyId: id,
    publications: [{ number: 'CN208123456U', kind: 'U', date: '2018-10-12' }],
    citedByCount: 0,
    citesCount: 0,
    transferCount: 0,
    licenseCount: 0,
    pledgeCount: 0,
    claims: texts.claims ?? [],
  };
  return patent;
}

// 电池 + 5 characters + 散热; the same two words 50 characters apart; the other way round.
const five = doc('five', { abstract: '本实用新型的电池壳体与底板散热良好。' });
const fifty = doc('fifty', { abstract: `本实用新型的电池${'组件'.repeat(25)}散热良好。` });
const reversed = doc('reversed', { abstract: '散热片紧贴电池。' });
const apart = doc('apart', { title: '一种电池', abstract: '散热结构紧凑。' });
const titled = doc('titled', { title: '一种电池模组液冷散热结构' });
const latin = doc('latin', { abstract: 'The battery pack has a heat sink.' });

const matches = (q: string, p: MatchablePatent) => matchPatent(astOf(q), p);

describe('W/n and NEAR/n on records written for the purpose', () => {
  it('finds two words five characters apart with W/5, not fifty apart', () => {
    expect(matches('电池 W/5 散热', five)).toBe(true);
    expect(matches('电池 W/4 散热', five)).toBe(false);
    expect(matches('电池 W/5 散热', fifty)).toBe(false);
    expect(matches('电池 W/50 散热', fifty)).toBe(true);
    expect(matches('电池 W/49 散热', fifty)).toBe(false);
    // Both words are there: AND finds it.
    expect(matches('电池 AND 散热', fifty)).toBe(true);
  });

  it('keeps the order with W/n and takes either with NEAR/n', () => {
    expect(matches('电池 W/5 散热', reversed)).toBe(false);
    expect(matches('散热 W/5 电池', reversed)).toBe(true);
    expect(matches('电池 NEAR/5 散热', reversed)).toBe(true);
    expect(matches('电池 NEAR/3 散热', reversed)).toBe(true);
    expect(matches('电池 NEAR/2 散热', reversed)).toBe(false);
  });

  it('looks within one text, never across two fields', () => {
    expect(matches('电池 NEAR/99 散热', apart)).toBe(false);
    expect(matches('电池 散热', apart)).toBe(true);
    expect(matches('TI=(电池 W/4 散热)', titled)).toBe(true);
    expect(matches('AB=(电池 W/4 散热)', titled)).toBe(false);
    expect(matches('TX=(电池 W/4 散热)', titled)).toBe(true);
    expect(matches('NOT 电池 W/4 散热', titled)).toBe(false);
  });

  it('needs a word twice to be near itself', () => {
    expect(matches('电池 NEAR/3 电池', five)).toBe(false);
    expect(matches('电池 NEAR/1 电池', doc('twice', { abstract: '电池与电池串联' }))).toBe(true);
  });

  it('counts a truncated Latin word to its end, and phrases whole', () => {
    // `battery` ends 12 characters before `heat sink` begins.
    expect(matches('batter* W/12 "heat sink"', latin)).toBe(true);
    expect(matches('batter* W/11 "heat sink"', latin)).toBe(false);
    expect(matches('battery W/12 heat', latin)).toBe(true);
    expect(matches('batter W/20 heat', latin)).toBe(false);
  });

  it('scores a pair as its two words would score as phrases, more in the title', () => {
    // Abstract weight 6, one pair, × 3.
    expect(scorePatent(astOf('电池 W/5 散热'), five)).toBe(18);
    expect(scorePatent(astOf('电池 W/5 散热'), titled)).toBeGreaterThan(
      scorePatent(astOf('电池 W/5 散热'), five),
    );
    expect(scorePatent(astOf('正极 NOT 电池 W/5 散热'), five)).toBe(0);
  });

  it('lists where words stand and how many pairs are near', () => {
    const probe = (needle: string, prefix = false) => ({
      needle,
      wholeWord: !/[\u4e00-\u9fff]/.test(needle),
      prefix,
    });
    expect(spansOf('电池与电池', probe('电池'))).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(spansOf('batteries and battery', probe('batter', true))).toEqual([
      [0, 9],
      [14, 21],
    ]);
    expect(spansOf('battery', probe('batter'))).toEqual([]);
    expect(pairsWithin([[0, 2]], [[7, 9]], 5, true)).toBe(1);
    expect(pairsWithin([[7, 9]], [[0, 2]], 5, true)).toBe(0);
    expect(pairsWithin([[7, 9]], [[0, 2]], 5, false)).toBe(1);
    expect(pairsWithin([[0, 2]], [[1, 3]], 5, false)).toBe(0);
  });
});

describe('W/n and NEAR/n over the data set', () => {
  const byId = (id: string) => searchablePatents().find((d) => d.patent.id === id)!;
  const search = (q: string, extra: Record<string, unknown> = {}) =>
    call<API.PatentSearchResult>(searchPatents, { query: { q, size: '1000', ...extra } }).body;
  /** The ids found for the query as written (扩展检索 off). */
  const ids = (q: string) =>
    new Set(search(q, { expand: 'false', groupFamilies: 'false' }).data.content.map((p) => p.id));

  it('finds 电机 five characters before 连接, not fifty', () => {
    // pat-000278: 伺服电机、与驱动件连接的丝杠 (five characters between, in the abstract).
    // pat-000216: 减速电机 … 通过卡扣连接, the two words 50 characters apart in the claims.
    expect(byId('pat-000278').patent.abstract).toContain('电机、与驱动件连接');
    const claims = byId('pat-000216').doc.claims!.join('\n');
    expect(claims.indexOf('连接') - (claims.indexOf('电机') + 2)).toBe(50);
    const both = ids('电机 AND 连接');
    expect(both.has('pat-000278') && both.has('pat-000216')).toBe(true);
    const near = ids('电机 W/5 连接');
    expect(near.has('pat-000278')).toBe(true);
    expect(near.has('pat-000216')).toBe(false);
    expect(ids('电机 W/4 连接').has('pat-000278')).toBe(false);
    expect(ids('电机 W/50 连接').has('pat-000216')).toBe(true);
    expect(ids('连接 NEAR/5 电机').has('pat-000278')).toBe(true);
    expect(ids('TI=(电机 W/5 连接)').has('pat-000278')).toBe(false);
  });

  it('answers a pair with hits to highlight and the query as written', () => {
    const result = search('电池 w/5 散热', { expand: 'false' });
    expect(result.success).toBe(true);
    expect(result.data.totalElements).toBeGreaterThan(0);
    expect(result.data.terms).toEqual(['电池', '散热']);
    expect(result.data.query).toBe('电池 W/5 散热');
    // Every hit has the pair within five characters in one of its texts.
    for (const hit of result.data.content) {
      const d = byId(hit.id).doc;
      const texts = [d.title, d.abstract, (d.claims ?? []).join('\n'), ...d.applicants];
      expect(texts.some((text) => /电池[^]{0,5}散热/.test(text))).toBe(true);
    }
  });

  it('refuses a distance out of range, saying where', () => {
    expect(search('电池 W/0 散热')).toMatchObject({
      success: false,
      errorCode: 'BAD_QUERY',
      errorMessage: 'W/ 后应为 1 到 99 的整数，如 W/5',
      data: { position: 3, length: 3 },
    });
  });

  it('widens each word of a pair to its equivalents, in the same order and distance', () => {
    const { ast, expansions } = expandQuery(astOf('锂电池 W/5 散热'));
    expect(expansions.map((e) => e.term)).toEqual(['锂电池']);
    expect(ast.type).toBe('or');
    if (ast.type !== 'or') return;
    expect(ast.children).toHaveLength(expansions[0].added.length + 1);
    for (const pair of ast.children)
      expect(pair).toMatchObject({
        type: 'near',
        ordered: true,
        distance: 5,
        right: { value: '散热' },
      });
    // Widened, the pair finds at least what it finds as written.
    const literal = ids('电动汽车 NEAR/10 充电');
    const widened = search('电动汽车 NEAR/10 充电').data;
    expect(widened.expansions.map((e) => e.term)).toEqual(['电动汽车']);
    expect(widened.totalElements).toBeGreaterThan(literal.size);
    for (const id of literal) expect(widened.content.some((p) => p.id === id)).toBe(true);
  });

  it('narrows with the index exactly as checking every patent', () => {
    for (const q of ['电机 W/5 连接', '电池 NEAR/10 温度', 'TX=(电池 W/3 散热) OR 采集 W/5 数据']) {
      const ast = astOf(q);
      const every = searchablePatents()
        .filter(({ doc: d }) => matchPatent(ast, d))
        .map(({ patent }) => patent.id);
      expect([q, patentsMatching(ast).map(({ patent }) => patent.id)]).toEqual([q, every]);
    }
  });
});
