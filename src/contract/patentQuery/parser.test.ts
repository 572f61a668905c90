import type { QueryNode } from '.';
import { parsePatentQuery } from '.';

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

describe('parsePatentQuery: valid expressions', () => {
  it('parses a field group and applies NOT inside it', () => {
    expect(ast('TI=(锂电池 OR 钠电池) AND PA=(华为 NOT 终端)')).toEqual({
      type: 'and',
      children: [
        { type: 'or', children: [t('TI', '锂电池'), t('TI', '钠电池')] },
        t('PA', '华为'),
        { type: 'not', child: t('PA', '终端') },
      ],
    });
  });

  it('reads field codes and operators in any case, with spaces around =', () => {
    expect(ast('ti = 电池 and pa=华为')).toEqual(ast('TI=电池 AND PA=华为'));
    expect(ast('Ti=电池 oR Ab=电池')).toEqual(ast('TI=电池 OR AB=电池'));
    expect(ast('ipc=H01M')).toEqual(t('IPC', 'H01M'));
  });

  it('gives NOT precedence over AND, and AND over OR', () => {
    expect(ast('a OR b AND c')).toEqual({
      type: 'or',
      children: [t('ANY', 'a'), { type: 'and', children: [t('ANY', 'b'), t('ANY', 'c')] }],
    });
    expect(ast('a AND b OR c')).toEqual({
      type: 'or',
      children: [{ type: 'and', children: [t('ANY', 'a'), t('ANY', 'b')] }, t('ANY', 'c')],
    });
    expect(ast('a OR b NOT c')).toEqual({
      type: 'or',
      children: [
        t('ANY', 'a'),
        { type: 'and', children: [t('ANY', 'b'), { type: 'not', child: t('ANY', 'c') }] },
      ],
    });
    expect(ast('(a OR b) NOT c')).toEqual({
      type: 'and',
      children: [
        { type: 'or', children: [t('ANY', 'a'), t('ANY', 'b')] },
        { type: 'not', child: t('ANY', 'c') },
      ],
    });
  });

  it('joins adjacent clauses and terms with an implicit AND', () => {
    expect(ast('锂电池 正极')).toEqual({
      type: 'and',
      children: [t('ANY', '锂电池'), t('ANY', '正极')],
    });
    expect(ast('TI=电池 PA=华为')).toEqual(ast('TI=电池 AND PA=华为'));
    expect(ast('TI=(电池 正极)')).toEqual(ast('TI=(电池 AND 正极)'));
    expect(ast('(a OR b)(c OR d)')).toEqual(ast('(a OR b) AND (c OR d)'));
  });

  it('accepts a leading NOT and NOT after AND / OR', () => {
    expect(ast('NOT TI=电池')).toEqual({ type: 'not', child: t('TI', '电池') });
    expect(ast('a AND NOT b')).toEqual(ast('a NOT b'));
    expect(ast('a OR NOT b')).toEqual({
      type: 'or',
      children: [t('ANY', 'a'), { type: 'not', child: t('ANY', 'b') }],
    });
  });

  it('nests parentheses and flattens same-kind groups', () => {
    expect(ast('((a))')).toEqual(t('ANY', 'a'));
    expect(ast('(a AND b) AND c')).toEqual({
      type: 'and',
      children: [t('ANY', 'a'), t('ANY', 'b'), t('ANY', 'c')],
    });
    expect(ast('TI=(a AND (b OR (c NOT d)))')).toEqual({
      type: 'and',
      children: [
        t('TI', 'a'),
        {
          type: 'or',
          children: [
            t('TI', 'b'),
            { type: 'and', children: [t('TI', 'c'), { type: 'not', child: t('TI', 'd') }] },
          ],
        },
      ],
    });
  });

  it('reads quoted phrases and right truncation', () => {
    expect(ast('TI="锂离子 电池"')).toEqual({ type: 'phrase', field: 'TI', value: '锂离子 电池' });
    expect(ast('“固态电池”')).toEqual({ type: 'phrase', field: 'ANY', value: '固态电池' });
    expect(ast('电池*')).toEqual(t('ANY', '电池', true));
    expect(ast('TI=(batter* OR cell)')).toEqual({
      type: 'or',
      children: [t('TI', 'batter', true), t('TI', 'cell')],
    });
  });

  it('accepts full-width brackets, equals and comparison signs', () => {
    expect(ast('TI＝（锂电池 OR 钠电池）')).toEqual(ast('TI=(锂电池 OR 钠电池)'));
    expect(ast('AD≥2018')).toEqual(ast('AD>=2018'));
  });

  it('turns dates into inclusive ranges', () => {
    expect(ast('AD>=2018-01-01')).toEqual({
      type: 'date',
      field: 'AD',
      op: '>=',
      value: '2018-01-01',
      from: '2018-01-01',
    });
    expect(ast('AD<=2020-12-31')).toMatchObject({ to: '2020-12-31' });
    expect(ast('PD=2021')).toMatchObject({ value: '2021', from: '2021-01-01', to: '2021-12-31' });
    expect(ast('AD>2018')).toMatchObject({ from: '2019-01-01' });
    expect(ast('AD<20200101')).toMatchObject({ value: '2020-01-01', to: '2019-12-31' });
    expect(ast('AD=2020-02')).toMatchObject({ from: '2020-02-01', to: '2020-02-29' });
    expect(ast('pd>2021-06')).toMatchObject({ field: 'PD', from: '2021-07-01' });
    expect(ast('AD=2019/3/5')).toMatchObject({ value: '2019-03-05' });
  });

  it('reads patent types and legal statuses in Chinese or English', () => {
    expect(ast('TYPE=(发明 OR utility)')).toEqual({
      type: 'or',
      children: [
        { type: 'enum', field: 'TYPE', value: 'invention' },
        { type: 'enum', field: 'TYPE', value: 'utility' },
      ],
    });
    expect(ast('LS=有效')).toEqual({ type: 'enum', field: 'LS', value: 'valid' });
    expect(ast('ls=INVALID')).toEqual({ type: 'enum', field: 'LS', value: 'invalid' });
  });

  it('keeps numbers and IPC codes as single words', () => {
    expect(ast('AN=201710601862.3')).toEqual(t('AN', '201710601862.3'));
    expect(ast('PN=CN107301234A')).toEqual(t('PN', 'CN107301234A'));
    expect(ast('IPC=H01M10/0525')).toEqual(t('IPC', 'H01M10/0525'));
    // A phrase in IPC is a code too: compared without its space, as the term is.
    expect(ast('IPC="H01M 10/0525"')).toEqual({
      type: 'phrase',
      field: 'IPC',
      value: 'H01M10/0525',
    });
  });

  it('reads an IPC code as it is typed: with its space, lower case, full-width', () => {
    const code = t('IPC', 'G06F16/33');
    expect(ast('IPC=(G06F16/33)')).toEqual(code);
    expect(ast('IPC=(G06F 16/33)')).toEqual(code);
    expect(ast('IPC=G06F 16/33')).toEqual(code);
    expect(ast('IPC=(g06f 16/33)')).toEqual(code);
    expect(ast('ipc=g06f16/33')).toEqual(code);
    expect(ast('IPC=(Ｇ０６Ｆ１６／３３)')).toEqual(code);
    expect(ast('IPC＝（Ｇ０６Ｆ　１６／３３）')).toEqual(code);
    expect(ast('ＩＰＣ=Ｇ０６Ｆ １６／３３')).toEqual(code);
    expect(ast('ipc=h01m10/0525')).toEqual(t('IPC', 'H01M10/0525'));
    expect(ast('IPC=H01M 10/05*')).toEqual(t('IPC', 'H01M10/05', true));
    expect(ast('IPC=(Ｈ０１Ｍ＊)')).toEqual(t('IPC', 'H01M', true));
  });

  it('joins subclass and group only where the words are a code', () => {
    expect(ast('IPC=(G06F 16/33 OR H01M 10/0525)')).toEqual({
      type: 'or',
      children: [t('IPC', 'G06F16/33'), t('IPC', 'H01M10/0525')],
    });
    // Inside IPC=( … ) a main group alone is part of the code; after IPC= without brackets it is
    // a word of its own.
    expect(ast('IPC=(H01M 10)')).toEqual(t('IPC', 'H01M10'));
    expect(ast('IPC=H01M 10')).toEqual({
      type: 'and',
      children: [t('IPC', 'H01M'), t('ANY', '10')],
    });
    expect(ast('IPC=H01M 电池')).toEqual({
      type: 'and',
      children: [t('IPC', 'H01M'), t('ANY', '电池')],
    });
    // A bare code written with its space is one code as well.
    expect(ast('G06F 16/33')).toEqual(t('ANY', 'G06F16/33'));
    expect(ast('TI=(G06F 16/33)')).toEqual({
      type: 'and',
      children: [t('TI', 'G06F'), t('TI', '16/33')],
    });
    expect(ast('IPC=G06F AND 16/33')).toEqual({
      type: 'and',
      children: [t('IPC', 'G06F'), t('ANY', '16/33')],
    });
  });

  it('folds full-width numbers and field codes', () => {
    expect(ast('ＡＮ＝２０１７１０６０１８６２．３')).toEqual(t('AN', '201710601862.3'));
    expect(ast('pn=ＣＮ１０７３０１２３４Ａ')).toEqual(t('PN', 'CN107301234A'));
    expect(ast('电池 ａｎｄ 正极')).toEqual(ast('电池 AND 正极'));
  });

  it('accepts application numbers with a right check character, or none', () => {
    expect(ast('202010555743.0')).toEqual(t('ANY', '202010555743.0'));
    expect(ast('202010555743')).toEqual(t('ANY', '202010555743'));
    expect(ast('AN=202010555743')).toEqual(t('AN', '202010555743'));
    expect(ast('AN=CN202010555743.0')).toEqual(t('AN', 'CN202010555743.0'));
    expect(ast('ZL202010555743.0')).toEqual(t('ANY', 'ZL202010555743.0'));
    expect(ast('AN=2020105557430')).toEqual(t('AN', '2020105557430'));
    expect(ast('AN=95115608.X')).toEqual(t('AN', '95115608.X'));
    expect(ast('AN=201710601*')).toEqual(t('AN', '201710601', true));
  });

  it('accepts 50 terms and 500 characters', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' OR ');
    expect(parsePatentQuery(fifty).ok).toBe(true);
    expect(parsePatentQuery(`TI=${'电'.repeat(497)}`).ok).toBe(true);
  });
});

describe('parsePatentQuery: errors with positions', () => {
  it.each([
    ['', '表达式为空', 0, 0],
    ['   ', '表达式为空', 0, 0],
    ['TI=(锂电池 OR 钠电池', '第 4 个字符处的左括号缺少右括号', 3, 1],
    ['(a AND (b OR c)', '第 1 个字符处的左括号缺少右括号', 0, 1],
    ['a OR b)', '第 7 个字符处有多余的右括号', 6, 1],
    [')', '第 1 个字符处有多余的右括号', 0, 1],
    ['()', '括号内缺少检索词', 0, 2],
    ['TI=()', '括号内缺少检索词', 3, 2],
    ['电池 AND', 'AND 后缺少检索词', 3, 3],
    ['电池 and ', 'AND 后缺少检索词', 3, 3],
    ['a OR', 'OR 后缺少检索词', 2, 2],
    ['a NOT', 'NOT 后缺少检索词', 2, 3],
    ['a AND OR b', 'AND 后缺少检索词', 2, 3],
    ['(a AND) b', 'AND 后缺少检索词', 3, 3],
    ['a NOT NOT b', 'NOT 后缺少检索词', 2, 3],
    ['AND 电池', 'AND 前缺少检索词', 0, 3],
    ['(OR a)', 'OR 前缺少检索词', 1, 2],
    ['"锂离子 电池', '引号未闭合', 0, 1],
    ['TI=(a) AND AB="x', '引号未闭合', 14, 1],
    ['TI=""', '引号内缺少检索词', 3, 2],
    ['TI=', '“TI=”后缺少检索词', 0, 3],
    ['TI= AND b', '“TI=”后缺少检索词', 0, 3],
    ['TI>=电池', '字段 TI 只能使用“=”，比较大小只适用于 AD、PD、PRD', 2, 2],
    ['LS<有效', '字段 LS 只能使用“=”，比较大小只适用于 AD、PD、PRD', 2, 1],
    ['>=2018', '“>=”前缺少字段代码，如 TI=电池、AD>=2018-01-01', 0, 2],
    ['电*池', '“*”只能用在检索词末尾', 1, 1],
    ['*池', '“*”前缺少检索词', 0, 1],
    ['TI=(a PA=b)', '字段 TI 的括号内不能再使用字段代码 PA，请把 PA=… 写在括号外', 6, 3],
    ['TYPE=专利', '专利类型只能是 发明、实用新型、外观设计', 5, 2],
    ['LS=(有效 OR 过期)', '法律状态只能是 审中、有效、失效', 10, 2],
  ])('%j → %s', (input, message, position, length) => {
    expect(error(input)).toEqual({ message, position, length });
  });

  it('says which check character an application number should have, at the number', () => {
    const message = '申请号 202010555743.5 的校验位应为 0';
    expect(error('202010555743.5')).toEqual({ message, position: 0, length: 14 });
    expect(error('AN=202010555743.5')).toEqual({ message, position: 3, length: 14 });
    expect(error('AN=(202010555743.5)')).toEqual({ message, position: 4, length: 14 });
    expect(error('电池 AND CN202010555743.5')).toEqual({ message, position: 7, length: 16 });
    expect(error('AN=ZL 202010555743.5')).toEqual({ message, position: 6, length: 14 });
    expect(error('AN=2020105557435')).toEqual({ message, position: 3, length: 13 });
    expect(error('2020105557435')).toEqual({ message, position: 0, length: 13 });
    expect(error('AN=２０２０１０５５５７４３．５')).toMatchObject({ message, position: 3 });
    expect(error('"202010555743.5"')).toMatchObject({ message, position: 0, length: 16 });
    expect(error('201710601862.X')).toMatchObject({
      message: '申请号 201710601862.X 的校验位应为 3',
    });
    expect(error('AN=95115608.3')).toMatchObject({ message: '申请号 95115608.3 的校验位应为 X' });
  });

  it('leaves numbers that are not application numbers to the search', () => {
    // No year or patent type the office gives: not read as an application number.
    expect(parsePatentQuery('123456789012.5').ok).toBe(true);
    // Eight digits and one more, without the dot, may be the start of a longer number.
    expect(parsePatentQuery('AN=951156083').ok).toBe(true);
    // Text fields search words, whatever they look like.
    expect(parsePatentQuery('TI=202010555743.5').ok).toBe(true);
  });

  it('names unknown field codes and lists the known ones', () => {
    const e = error('TI=电池 AND XX=(a)');
    expect(e.message).toBe(
      '未知的字段代码“XX”，可用：TI、AB、CL、TX、PA、AR、IN、AG、AT、AN、PN、PR、IPC、AD、PD、PRD、TYPE、LS',
    );
    expect([e.position, e.length]).toEqual([10, 2]);
    expect(error('名称=电池')).toMatchObject({ position: 0, length: 2 });
  });

  it('checks date formats and calendar days', () => {
    expect(error('AD>=电池')).toMatchObject({
      message: '日期格式不正确，应为 YYYY-MM-DD（也可写作 YYYYMMDD、YYYY-MM 或 YYYY）',
      position: 4,
      length: 2,
    });
    expect(error('AD>=2018-1-1-1')).toMatchObject({ position: 4 });
    expect(parsePatentQuery('AD>=2018-1').ok).toBe(true);
    expect(error('PD=18')).toMatchObject({ position: 3, length: 2 });
    expect(error('AD=(2018)')).toMatchObject({ position: 3, length: 1 });
    expect(error('AD>=')).toMatchObject({ position: 0, length: 4 });
    expect(error('AD=2021-02-29')).toEqual({
      message: '日期“2021-02-29”不存在',
      position: 3,
      length: 10,
    });
    expect(error('AD<=20201301')).toMatchObject({ message: '日期“20201301”不存在' });
    expect(error('AD>1800')).toMatchObject({ message: '日期“1800”不存在' });
  });

  it('limits the length and the number of terms', () => {
    expect(error('a'.repeat(501))).toEqual({
      message: '检索式不能超过 500 个字符',
      position: 500,
      length: 1,
    });
    const words = Array.from({ length: 51 }, (_, i) => `w${i}`);
    const input = words.join(' ');
    expect(error(input)).toEqual({
      message: '检索词不能超过 50 个',
      position: input.lastIndexOf('w50'),
      length: 3,
    });
  });
});
