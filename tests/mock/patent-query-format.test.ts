/** @jest-environment node */
import { formatPatentQuery, queryTerms } from '../../mock/_lib/patent-query-format';
import { parsePatentQuery } from '../../src/contract/patentQuery';

function canonical(input: string): string {
  const result = parsePatentQuery(input);
  if (!result.ok) throw new Error(`${input}: ${result.error.message}`);
  return formatPatentQuery(result.ast);
}

function terms(input: string): string[] {
  const result = parsePatentQuery(input);
  if (!result.ok) throw new Error(result.error.message);
  return queryTerms(result.ast);
}

const SAMPLES = [
  'TI=(锂电池 OR 钠电池) AND PA=(华为 NOT 终端)',
  'a b OR c NOT d',
  'ti=电池 and (ab=正极 or cl=负极)',
  'TI=(a AND (b OR (c NOT d))) OR NOT AB="x y"',
  'NOT TI=电池',
  'NOT (a OR b)',
  'NOT TI=(a OR b) AND PA=华为',
  'a OR NOT b',
  'NOT (NOT a)',
  'AD>=2018-01-01 AD<20200101 PD=2021 pd>2021-06',
  'TYPE=(发明 OR utility) LS=(有效 OR 审中)',
  '电池* AND "5G 通信" OR IPC=H01M*',
  'AN=201710601862.3 OR PN=CN107301234A',
  'TI=电池 AND TI=正极 AND PA=华为 AND TI=负极',
  'TI=(电池 NOT 铅酸) NOT PA=(华为 OR 中兴)',
  '(TI=a OR AB=b) AND (PA=c OR IN=d) NOT AG=e',
  'TX=(固态 电解质) AND IPC=(H01M10/0562 OR H01M10/0525)',
  'TI=(NOT a AND b)',
  '((a OR b) AND (c OR d)) OR e',
  '电池 W/5 散热',
  'TI=(电池 W/5 散热) AND 电机 NEAR/3 "控制 器"',
  'ti=电池 w/5 散热 ti=正极',
  'NOT a W/5 b OR TX=(c NEAR/10 d NOT e)',
  'AB=(batter* W/8 "heat sink") OR AB=(冷却 NEAR/2 液冷)',
  'PR=202010555743.0 AND PRD>=2019 AND AT=(王伟 OR 李娜) AND AR=西安 NOT AR=(陕*)',
];

describe('formatPatentQuery', () => {
  it.each(SAMPLES)('round-trips %s', (input) => {
    const first = parsePatentQuery(input);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const text = formatPatentQuery(first.ast);
    const second = parsePatentQuery(text);
    expect(second).toEqual({ ok: true, ast: first.ast });
    expect(formatPatentQuery((second as { ast: typeof first.ast }).ast)).toBe(text);
  });

  it('writes upper-case codes and operators, explicit AND and grouped fields', () => {
    expect(canonical('ti=(锂电池 or 钠电池) pa=(华为 not 终端)')).toBe(
      'TI=(锂电池 OR 钠电池) AND PA=(华为 NOT 终端)',
    );
    expect(canonical('a b OR c NOT d')).toBe('(a AND b) OR (c NOT d)');
    expect(canonical('TI=电池 TI=正极 PA=华为')).toBe('TI=(电池 AND 正极) AND PA=华为');
    expect(canonical('TI=电池 OR AB=电池')).toBe('TI=电池 OR AB=电池');
    expect(canonical('NOT TI=(a OR b)')).toBe('NOT TI=(a OR b)');
    expect(canonical('a AND NOT b')).toBe('a NOT b');
  });

  it('normalises dates, types and statuses', () => {
    expect(canonical('AD>=20180101 pd=2021')).toBe('AD>=2018-01-01 AND PD=2021');
    expect(canonical('type=(invention OR design) ls=valid')).toBe(
      'TYPE=(发明 OR 外观设计) AND LS=有效',
    );
    expect(canonical('AD≥2018 AND TI＝（电池）')).toBe('AD>=2018 AND TI=电池');
  });

  it('writes proximity pairs with their field in brackets', () => {
    expect(canonical('ti=电池 w/05 散热')).toBe('TI=(电池 W/5 散热)');
    expect(canonical('TI=(电池 near/5 散热) TI=正极')).toBe('TI=(电池 NEAR/5 散热 AND 正极)');
    expect(canonical('电池 Ｗ／５散热 OR AB=(a NEAR/2 b)')).toBe(
      '电池 W/5 散热 OR AB=(a NEAR/2 b)',
    );
    expect(canonical('prd≥20190101 pr=ＣＮ２０２０１０５５５７４３．０')).toBe(
      'PRD>=2019-01-01 AND PR=CN202010555743.0',
    );
  });

  it('keeps phrases quoted and truncation marks', () => {
    expect(canonical('“锂离子  电池” batter*')).toBe('"锂离子 电池" AND batter*');
  });

  it('quotes words that would not read back as one term', () => {
    const text = formatPatentQuery({
      type: 'or',
      children: [
        { type: 'term', field: 'TI', value: 'and', truncated: false },
        { type: 'term', field: 'TI', value: 'a b', truncated: false },
      ],
    });
    expect(text).toBe('TI=("and" OR "a b")');
    expect(formatPatentQuery({ type: 'term', field: 'ANY', value: 'w/5', truncated: false })).toBe(
      '"w/5"',
    );
    expect(parsePatentQuery(text).ok).toBe(true);
  });
});

describe('queryTerms', () => {
  it('lists words of positive text clauses without truncation marks', () => {
    expect(terms('TI=(锂电池 OR 钠电池*) AND PA=(华为 NOT 终端)')).toEqual([
      '锂电池',
      '钠电池',
      '华为',
    ]);
  });

  it('skips negated clauses, dates, types, numbers and codes', () => {
    expect(
      terms('电池 NOT (正极 OR AB=负极) AND AD>=2018 AND TYPE=发明 AND AN=2017 AND IPC=H01M'),
    ).toEqual(['电池']);
    expect(terms('NOT (NOT 电池)')).toEqual(['电池']);
  });

  it('lists both words of a proximity pair, and neither when it is negated', () => {
    expect(terms('TI=(电池 W/5 散热*) AND "液冷 板" NEAR/3 电池')).toEqual([
      '电池',
      '散热',
      '液冷 板',
    ]);
    expect(terms('正极 NOT 电池 W/5 散热')).toEqual(['正极']);
  });

  it('skips agents, places and priority numbers', () => {
    expect(terms('电池 AT=王伟 AR=西安 PR=2020 PRD>=2019')).toEqual(['电池']);
  });

  it('keeps phrases whole and drops duplicates ignoring case', () => {
    expect(terms('"固态 电池" OR TI=Battery OR AB=battery OR TI=固态')).toEqual([
      '固态 电池',
      'Battery',
      '固态',
    ]);
  });
});
