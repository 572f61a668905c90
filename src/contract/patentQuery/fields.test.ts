// PR (优先权号), PRD (优先权日), AT (代理人) and AR (申请人省市).
import type { QueryNode } from '.';
import { FIELD_CODES, parsePatentQuery } from '.';

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

describe('the fields PR, PRD, AT and AR', () => {
  it('lists them with what they search', () => {
    const labels = Object.fromEntries(FIELD_CODES.map((f) => [f.code, f.label]));
    expect(labels).toMatchObject({
      PR: '优先权号',
      PRD: '优先权日',
      AT: '代理人',
      AR: '申请人省市',
    });
  });

  it('reads a priority number as AN= reads a number: folded, any written form', () => {
    expect(ast('PR=202010555743.0')).toEqual(t('PR', '202010555743.0'));
    expect(ast('pr=ＣＮ２０２０１０５５５７４３．０')).toEqual(t('PR', 'CN202010555743.0'));
    expect(ast('PR=(2020105557*)')).toEqual(t('PR', '2020105557', true));
    expect(ast('PR=(202010555743 OR 95115608.X)')).toEqual({
      type: 'or',
      children: [t('PR', '202010555743'), t('PR', '95115608.X')],
    });
  });

  it('says the right check character of a priority number, at the number', () => {
    expect(error('PR=202010555743.5')).toEqual({
      message: '申请号 202010555743.5 的校验位应为 0',
      position: 3,
      length: 14,
    });
    expect(error('电池 AND PR=(ZL202010555743.5)')).toMatchObject({ position: 11, length: 16 });
  });

  it('compares priority dates as AD and PD compare theirs', () => {
    expect(ast('PRD>=2019-01-01')).toEqual({
      type: 'date',
      field: 'PRD',
      op: '>=',
      value: '2019-01-01',
      from: '2019-01-01',
    });
    expect(ast('prd=2020-02')).toMatchObject({ from: '2020-02-01', to: '2020-02-29' });
    expect(ast('PRD＜20200101')).toMatchObject({ field: 'PRD', to: '2019-12-31' });
    expect(error('PRD>=电池')).toEqual({
      message: '日期格式不正确，应为 YYYY-MM-DD（也可写作 YYYYMMDD、YYYY-MM 或 YYYY）',
      position: 5,
      length: 2,
    });
    expect(error('PRD=2019-02-30')).toEqual({
      message: '日期“2019-02-30”不存在',
      position: 4,
      length: 10,
    });
    expect(error('PRD>=')).toMatchObject({ position: 0, length: 5 });
  });

  it('reads agents’ names and places as words', () => {
    expect(ast('AT=(王伟 OR 李娜)')).toEqual({
      type: 'or',
      children: [t('AT', '王伟'), t('AT', '李娜')],
    });
    expect(ast('AR=西安市 AND AR=陕西')).toEqual({
      type: 'and',
      children: [t('AR', '西安市'), t('AR', '陕西')],
    });
    expect(ast('AR=陕*')).toEqual(t('AR', '陕', true));
  });

  it('refuses comparisons other than = for PR, AT and AR', () => {
    for (const [input, position] of [
      ['PR>=2019', 2],
      ['AT<王伟', 2],
      ['AR>陕西', 2],
    ] as const)
      expect(error(input)).toMatchObject({
        message: `字段 ${input.slice(0, 2)} 只能使用“=”，比较大小只适用于 AD、PD、PRD`,
        position,
      });
  });
});
