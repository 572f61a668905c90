import type { QueryNode } from '.';
import { parsePatentQuery } from '.';
import { tokenize } from './lexer';

function ast(input: string): QueryNode {
  const result = parsePatentQuery(input);
  if (!result.ok) throw new Error(`${input}: ${result.error.message}`);
  return result.ast;
}

function error(input: string) {
  const result = parsePatentQuery(input);
  if (result.ok) throw new Error(`${input} should not parse`);
  return result.error;
}

const t = (field: string, value: string, truncated = false) => ({
  type: 'term',
  field,
  value,
  truncated,
});

const near = (field: string, left: object, right: object, distance: number, ordered = true) => ({
  type: 'near',
  field,
  ordered,
  distance,
  left,
  right,
});

describe('tokenize: proximity operators', () => {
  it('reads W/n and NEAR/n in any case and width as one token with its distance', () => {
    expect(tokenize('电池 W/5 散热')[1]).toEqual({
      kind: 'prox',
      pos: 3,
      len: 3,
      ordered: true,
      distance: 5,
      name: 'W/5',
    });
    expect(tokenize('a near/12 b')[1]).toMatchObject({ ordered: false, distance: 12, len: 7 });
    expect(tokenize('a Ｗ／５ b')[1]).toMatchObject({ kind: 'prox', distance: 5, len: 3 });
    expect(tokenize('a W/05 b')[1]).toMatchObject({ name: 'W/5', len: 4 });
  });

  it('splits Chinese typed right after the number into the next word', () => {
    expect(tokenize('电池 W/5散热').map((x) => x.kind)).toEqual(['word', 'prox', 'word', 'eof']);
    expect(tokenize('电池 W/5散热')[2]).toMatchObject({ value: '散热', pos: 6 });
  });

  it('leaves words that only contain W or NEAR alone', () => {
    expect(tokenize('W near H04W4/80').map((x) => x.kind)).toEqual(['word', 'word', 'word', 'eof']);
  });
});

describe('parsePatentQuery: proximity', () => {
  it('joins two bare words in order (W/n) or in either order (NEAR/n)', () => {
    expect(ast('电池 W/5 散热')).toEqual(near('ANY', t('ANY', '电池'), t('ANY', '散热'), 5));
    expect(ast('电池 NEAR/5 散热')).toEqual(
      near('ANY', t('ANY', '电池'), t('ANY', '散热'), 5, false),
    );
    expect(ast('电池 w/99 散热')).toMatchObject({ distance: 99 });
    expect(ast('电池 near/1 散热')).toMatchObject({ distance: 1, ordered: false });
    expect(ast('电池 W/5散热')).toEqual(ast('电池 W/5 散热'));
  });

  it('works in a field, written with or without its brackets', () => {
    const titled = near('TI', t('TI', '电池'), t('TI', '散热'), 5);
    expect(ast('TI=(电池 W/5 散热)')).toEqual(titled);
    expect(ast('TI=电池 W/5 散热')).toEqual(titled);
    expect(ast('ti＝（电池 Ｗ／５ 散热）')).toEqual(titled);
    expect(ast('TX=(电池 NEAR/10 散热 NOT 风扇)')).toEqual({
      type: 'and',
      children: [
        near('TX', t('TX', '电池'), t('TX', '散热'), 10, false),
        { type: 'not', child: t('TX', '风扇') },
      ],
    });
  });

  it('takes phrases and truncated words as either side', () => {
    expect(ast('"锂离子 电池" W/3 散热*')).toEqual(
      near(
        'ANY',
        { type: 'phrase', field: 'ANY', value: '锂离子 电池' },
        t('ANY', '散热', true),
        3,
      ),
    );
    expect(ast('AB=(batter* NEAR/8 "heat sink")')).toEqual(
      near(
        'AB',
        t('AB', 'batter', true),
        { type: 'phrase', field: 'AB', value: 'heat sink' },
        8,
        false,
      ),
    );
  });

  it('binds tighter than NOT, AND and OR', () => {
    const pair = near('ANY', t('ANY', 'a'), t('ANY', 'b'), 5);
    expect(ast('a W/5 b AND c')).toEqual({ type: 'and', children: [pair, t('ANY', 'c')] });
    expect(ast('c a W/5 b')).toEqual({ type: 'and', children: [t('ANY', 'c'), pair] });
    expect(ast('NOT a W/5 b')).toEqual({ type: 'not', child: pair });
    expect(ast('a W/5 b OR c NEAR/2 d')).toEqual({
      type: 'or',
      children: [pair, near('ANY', t('ANY', 'c'), t('ANY', 'd'), 2, false)],
    });
  });

  it('counts both words towards the 50 terms', () => {
    const pairs = Array.from({ length: 25 }, (_, i) => `a${i} W/5 b${i}`).join(' OR ');
    expect(parsePatentQuery(pairs).ok).toBe(true);
    expect(error(`${pairs} OR c`)).toMatchObject({ message: '检索词不能超过 50 个' });
  });
});

describe('parsePatentQuery: proximity errors with positions', () => {
  const SIDES = (op: string) => `${op} 两侧应各为一个检索词或带引号的短语，如 电池 ${op} 散热`;
  it.each([
    ['电池 W/0 散热', 'W/ 后应为 1 到 99 的整数，如 W/5', 3, 3],
    ['电池 W/100 散热', 'W/ 后应为 1 到 99 的整数，如 W/5', 3, 5],
    ['电池 w/x 散热', 'W/ 后应为 1 到 99 的整数，如 W/5', 3, 3],
    ['电池 W/5.5 散热', 'W/ 后应为 1 到 99 的整数，如 W/5', 3, 5],
    ['电池 W/ 5 散热', 'W/ 后应为 1 到 99 的整数，如 W/5', 3, 2],
    ['电池 NEAR/ 散热', 'NEAR/ 后应为 1 到 99 的整数，如 NEAR/5', 3, 5],
    ['电池 near/0散热', 'NEAR/ 后应为 1 到 99 的整数，如 NEAR/5', 3, 6],
    ['TI=(电池 Ｗ／０ 散热)', 'W/ 后应为 1 到 99 的整数，如 W/5', 7, 3],
    ['W/5 散热', 'W/5 前缺少检索词', 0, 3],
    ['(NEAR/5 散热)', 'NEAR/5 前缺少检索词', 1, 6],
    ['电池 W/5', 'W/5 后缺少检索词', 3, 3],
    ['电池 W/5 AND 散热', 'W/5 后缺少检索词', 3, 3],
    ['TI=(电池 W/5)', 'W/5 后缺少检索词', 7, 3],
    ['(电池 OR 电芯) W/5 散热', SIDES('W/5'), 11, 3],
    ['电池 W/5 (散热 OR 冷却)', SIDES('W/5'), 7, 1],
    ['电池 W/5 TI=散热', SIDES('W/5'), 7, 3],
    ['AD>=2018 W/5 电池', SIDES('W/5'), 9, 3],
    ['TYPE=发明 NEAR/3 电池', SIDES('NEAR/3'), 8, 6],
    [
      '电池 W/5 散热 W/3 风道',
      '一个位置运算只能连接两个检索词，多个条件请用 AND 连接，如 (电池 W/5 散热) AND (散热 W/3 风道)',
      10,
      3,
    ],
    ['PA=华为 W/5 终端', '位置运算 W/5 只能用于 TI、AB、CL、TX 字段或不带字段代码的检索词', 6, 3],
    [
      'IPC=(H01M NEAR/2 H01M4)',
      '位置运算 NEAR/2 只能用于 TI、AB、CL、TX 字段或不带字段代码的检索词',
      10,
      6,
    ],
  ])('%j → %s', (input, message, position, length) => {
    expect(error(input)).toEqual({ message, position, length });
  });
});
