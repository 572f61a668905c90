// Dictionaries served by GET /api/front/dictItem/find. Values are short, stable codes (pinyin initials).

import { DICT_CODES } from '../../../src/contract/vocabulary';

type Entry = readonly [label: string, value: string];

function items(code: string, entries: readonly Entry[]): API.DictItem[] {
  // sortNo counts down so that the app's `sortNo desc` query returns the order written here.
  return entries.map(([label, value], i) => ({
    label,
    value,
    code,
    sortNo: (entries.length - i) * 10,
  }));
}

export const TECHNICAL_FIELDS: readonly Entry[] = [
  ['新一代信息技术', 'XXJS'],
  ['高端装备制造', 'GDZB'],
  ['新材料', 'XCL'],
  ['生物医药', 'SWYY'],
  ['新能源', 'XNY'],
  ['节能环保', 'JNHB'],
  ['新能源汽车', 'XNYQC'],
  ['航空航天', 'HKHT'],
  ['集成电路', 'JCDL'],
  ['现代农业', 'XDNY'],
  ['数字创意', 'SZCY'],
  ['绿色化工', 'LSHG'],
];

export const FINANCE_CATEGORIES: readonly Entry[] = [
  ['专利质押贷款', 'ZLZYDK'],
  ['商标质押贷款', 'SBZYDK'],
  ['知识产权融资担保', 'ZSCQRZDB'],
  ['知识产权保险', 'ZSCQBX'],
  ['知识产权证券化', 'ZSCQZQH'],
  ['投贷联动', 'TDLD'],
  ['科技信用贷', 'KJXYD'],
];

export const TRADE_CATEGORIES: readonly Entry[] = [
  ['专利转让', 'ZLZR'],
  ['专利许可', 'ZLXK'],
  ['开放许可', 'KFXK'],
  ['作价入股', 'ZJRG'],
  ['专利拍卖', 'ZLPM'],
];

export const MAIN_SERVICES: readonly Entry[] = [
  ['专利代理', 'ZLDL'],
  ['商标代理', 'SBDL'],
  ['版权登记', 'BQDJ'],
  ['专利检索分析', 'ZLJS'],
  ['专利导航', 'ZLDH'],
  ['知识产权评估', 'ZSCQPG'],
  ['知识产权诉讼', 'ZSCQSS'],
  ['知识产权运营', 'ZSCQYY'],
  ['贯标咨询', 'GBZX'],
  ['海外维权', 'HWWQ'],
  ['PCT国际申请', 'PCTSQ'],
];

export const PART_TIME_OPERATIONS: readonly Entry[] = [
  ['法律咨询', 'FLZX'],
  ['科技项目申报', 'KJXM'],
  ['高新技术企业认定', 'GXQY'],
  ['技术转移转化', 'JSZY'],
  ['投融资对接', 'TRZ'],
  ['软件著作权登记', 'RZDJ'],
  ['财税服务', 'CSFW'],
];

export const DICTIONARIES: Record<string, API.DictItem[]> = {
  [DICT_CODES.financeCategory]: items(DICT_CODES.financeCategory, FINANCE_CATEGORIES),
  [DICT_CODES.tradeCategory]: items(DICT_CODES.tradeCategory, TRADE_CATEGORIES),
  [DICT_CODES.mainService]: items(DICT_CODES.mainService, MAIN_SERVICES),
  [DICT_CODES.partTimeOperation]: items(DICT_CODES.partTimeOperation, PART_TIME_OPERATIONS),
  [DICT_CODES.technicalFields]: items(DICT_CODES.technicalFields, TECHNICAL_FIELDS),
};

export const FIELD_VALUES = TECHNICAL_FIELDS.map((e) => e[1]);

export function fieldLabel(value: string): string {
  return TECHNICAL_FIELDS.find((e) => e[1] === value)?.[0] ?? value;
}

export function labelOf(entries: readonly Entry[], value: string): string {
  return entries.find((e) => e[1] === value)?.[0] ?? value;
}
