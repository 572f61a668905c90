// IP finance: institutions, their products and pledge-financing registrations.

import { randomDate, TODAY, addDays } from '../dates';
import type { Rng } from '../random';
import { FINANCE_CATEGORIES, labelOf } from './dicts';
import type { Place } from './names';
import { address, brand, creditCode, landline, randomPlace } from './names';
import type { Org } from './orgs';

export const INSTITUTION_COUNT = 60;
export const PRODUCT_COUNT = 200;
export const PLEDGE_COUNT = 150;

type InstType = '银行' | '担保机构' | '保险机构' | '投资机构' | '小贷公司';

const TYPE_PLAN: readonly (readonly [InstType, number])[] = [
  ['银行', 28],
  ['担保机构', 10],
  ['保险机构', 7],
  ['投资机构', 9],
  ['小贷公司', 6],
];
/**
 * The banks and where they may have outlets: a regional bank only in its home provinces, a rural
 * or village bank only in its home city, a national one anywhere.
 */
const BANKS: readonly { name: string; provinces?: readonly string[]; city?: string }[] = [
  { name: '秦川银行', provinces: ['陕西省'] },
  { name: '长安商业银行', provinces: ['陕西省'] },
  { name: '西部科创银行', provinces: ['陕西省', '四川省'] },
  { name: '丝路银行' },
  { name: '汉唐银行', provinces: ['陕西省'] },
  { name: '中原科技银行', provinces: ['河南省'] },
  { name: '东方科创银行' },
  { name: '渭水农商银行', provinces: ['陕西省'], city: '西安' },
  { name: '关中村镇银行', provinces: ['陕西省'], city: '宝鸡' },
  { name: '南岭商业银行', provinces: ['湖南省', '广东省'] },
];
const BRANCHES = [
  '高新科技支行',
  '科技支行',
  '分行营业部',
  '软件园支行',
  '知识产权特色支行',
  '科创金融中心',
];

const CATEGORY_BY_TYPE: Record<InstType, readonly (readonly [string, number])[]> = {
  银行: [
    ['ZLZYDK', 45],
    ['SBZYDK', 15],
    ['KJXYD', 25],
    ['TDLD', 10],
    ['ZSCQZQH', 5],
  ],
  担保机构: [['ZSCQRZDB', 1]],
  保险机构: [['ZSCQBX', 1]],
  投资机构: [
    ['TDLD', 2],
    ['ZSCQZQH', 1],
  ],
  小贷公司: [
    ['ZLZYDK', 2],
    ['KJXYD', 1],
  ],
};

const PRODUCT_NAMES: Record<string, readonly string[]> = {
  ZLZYDK: [
    '知易贷',
    '专利e贷',
    '知识产权质押贷',
    '科创知融贷',
    '专精特新知产贷',
    '知惠贷',
    '智权贷',
    '创新积分贷',
  ],
  SBZYDK: ['商标贷', '品牌e贷', '标易贷'],
  ZSCQRZDB: ['知保通', '知担保', '科创担', '知识产权融资担保'],
  ZSCQBX: [
    '专利执行保险',
    '专利被侵权损失保险',
    '知识产权海外侵权责任保险',
    '专利代理职业责任保险',
    '知识产权质押融资保证保险',
  ],
  ZSCQZQH: ['知识产权资产支持计划', '科创知识产权证券化产品', '专利许可收益权证券化产品'],
  TDLD: ['投贷宝', '科创投贷通', '股债联动贷'],
  KJXYD: ['科技信用贷', '研发贷', '人才贷', '高企信用贷'],
};

const GUARANTEES: Record<string, readonly string[]> = {
  ZLZYDK: ['专利权质押', '专利权质押+法定代表人连带责任保证', '知识产权组合质押'],
  SBZYDK: ['商标专用权质押', '商标专用权质押+股东保证'],
  ZSCQRZDB: ['知识产权反担保质押', '知识产权质押+担保公司保证'],
  ZSCQBX: ['无需担保'],
  ZSCQZQH: ['专利许可收益权质押', '知识产权资产池增信'],
  TDLD: ['知识产权质押+认股选择权', '信用+知识产权质押'],
  KJXYD: ['信用', '信用+知识产权辅助质押'],
};

const BORROWERS = [
  '高新技术企业',
  '科技型中小企业',
  '专精特新企业',
  '拥有有效发明专利的企业',
  '示范区入驻企业',
  '瞪羚企业',
  '知识产权优势企业',
];
const MATERIALS = [
  '营业执照',
  '近两年财务报表及审计报告',
  '专利证书及年费缴纳凭证',
  '知识产权评估报告',
  '企业征信报告',
  '法定代表人身份证明',
  '借款申请书',
  '商标注册证',
];
const LOAN_STEPS = [
  '线上提交申请',
  '机构尽职调查',
  '知识产权价值评估',
  '审批并签订借款及质押合同',
  '办理知识产权质押登记',
  '放款',
];
const INSURANCE_STEPS = [
  '在线投保咨询',
  '提交投保材料',
  '风险评估与核保',
  '签订保险合同',
  '缴纳保费',
  '保单生效',
];
const FEATURES = [
  '最快{3|5|7}个工作日放款',
  '纯知识产权质押，无需房产抵押',
  '可享政府贴息{30|50}%',
  '评估费由政府专项资金补贴',
  '线上办理质押登记',
  '额度可循环使用',
  '随借随还，按日计息',
  '首贷企业优先审批',
];

/**
 * The outlet a drawn bank name stands for, where that bank may have one: the drawn bank if it
 * may be in this place, else the next bank in the list that may (a national bank always may),
 * with the drawn kind of outlet or the next one free. No draw is made.
 */
function outletWhereItMayBe(
  drawn: string,
  place: Place,
  taken: Set<string>,
): { name: string; short: string } {
  const city = place.city.short;
  const start = BANKS.findIndex((b) => drawn.startsWith(b.name));
  const kind = BRANCHES.indexOf(drawn.slice(BANKS[start].name.length + city.length));
  const mayOpenHere = (bank: (typeof BANKS)[number]) =>
    (!bank.provinces || bank.provinces.includes(place.province.name)) &&
    (!bank.city || bank.city === city);
  const candidates = BANKS.map((_, k) => BANKS[(start + k) % BANKS.length])
    .filter(mayOpenHere)
    .flatMap((bank) =>
      BRANCHES.map((_, k) => ({
        bank: bank.name,
        name: `${bank.name}${city}${BRANCHES[(kind + k) % BRANCHES.length]}`,
      })),
    );
  const free = candidates.find((c) => !taken.has(c.name))!;
  return { name: free.name, short: free.bank.replace(/(商业|农商|村镇|科创|科技)?银行$/, '') };
}

function institutionName(
  rng: Rng,
  type: InstType,
  usedBrands: Set<string>,
  place: Place,
): { name: string; short: string } {
  const city = place.city.short;
  if (type === '银行') {
    const bank = rng.pick(BANKS).name;
    return {
      name: `${bank}${city}${rng.pick(BRANCHES)}`,
      short: bank.replace(/(商业|农商|村镇|科创|科技)?银行$/, ''),
    };
  }
  const b = brand(rng, usedBrands);
  const name = {
    担保机构: `${city}${b}${rng.pick(['科技融资担保有限公司', '知识产权融资担保有限公司', '融资担保股份有限公司'])}`,
    保险机构: `${b}财产保险股份有限公司${city}分公司`,
    投资机构: `${city}${b}${rng.pick(['创业投资管理有限公司', '科创股权投资基金管理有限公司', '产业投资有限公司'])}`,
    小贷公司: `${city}${b}科技小额贷款有限公司`,
  }[type];
  return { name, short: b };
}

/** The brand a bank outlet was drawn with, by institution id: its product draws repeat as its. */
const drawnShortOf = new Map<string, string>();

/** An institution while building: `short` and `city` name its products, then are dropped. */
export type InstitutionRecord = API.FinancialInstitution & { short: string; city: string };

export function buildInstitutions(
  rng: Rng,
  usedBrands: Set<string>,
  usedCodes: Set<string>,
): InstitutionRecord[] {
  const types: InstType[] = TYPE_PLAN.flatMap(([t, n]) => Array.from({ length: n }, () => t));
  // The names as drawn decide how often a draw is repeated, so the draws (and every later record
  // of the seeded data set) stay as they were; the names shown are `names`.
  const drawnNames = new Set<string>();
  const names = new Set<string>();
  return types.map((type, i) => {
    const place = randomPlace(rng);
    let n = institutionName(rng, type, usedBrands, place);
    while (drawnNames.has(n.name)) n = institutionName(rng, type, usedBrands, place);
    drawnNames.add(n.name);
    if (type === '银行') {
      drawnShortOf.set(`inst-${String(i + 1).padStart(4, '0')}`, n.short);
      n = outletWhereItMayBe(n.name, place, names);
    }
    names.add(n.name);
    const code = creditCode(rng, place.district[0], 'enterprise', usedCodes);
    const street = address(rng, place);
    const phone = landline(rng, place);
    // Drawn and dropped: an invented financing size once came from this draw; keeping it keeps
    // every later record of the seeded data set as it was.
    rng.int(1000, 500000);
    return {
      id: `inst-${String(i + 1).padStart(4, '0')}`,
      name: n.name,
      short: n.short,
      city: place.city.short,
      type,
      creditCode: code,
      region: place.province.name,
      address: street,
      phone,
      // Written by describeInstitutions once its products and pledges exist.
      intro: '',
      productCount: 0,
      pledgeCount: 0,
      // The sum of its pledges (buildPledges adds them), so it always agrees with the pledge list.
      totalFinancing: 0,
    };
  });
}

/**
 * A product as the data set keeps it. Its figures (how many pledges were registered under it, how
 * many applications the portal sent it) are counted when it is read: mock/_lib/productFigures.ts.
 */
export type ProductRecord = Omit<API.FinancialProduct, 'applyCount' | 'pledgeCount'>;

export function buildProducts(rng: Rng, institutions: InstitutionRecord[]): ProductRecord[] {
  const drawnNames = new Set<string>();
  const names = new Set<string>();
  const products: ProductRecord[] = [];
  for (let i = 0; i < PRODUCT_COUNT; i += 1) {
    // One product per institution first, then more for banks.
    const inst =
      i < institutions.length
        ? institutions[i]
        : rng.weighted(
            institutions,
            institutions.map((x) => (x.type === '银行' ? 3 : 1)),
          );
    let category = rng.weightedPairs(CATEGORY_BY_TYPE[inst.type as InstType]);
    // The draws are repeated as often as the names as drawn collide (so every later record of
    // the seeded data set stays as it was); the name shown is the drawn one if free, else any
    // free name of the category, then one with the branch's city, then the institution's other
    // categories — never a name with a bare number.
    const drawnShort = drawnShortOf.get(inst.id) ?? inst.short;
    let base = rng.pick(PRODUCT_NAMES[category]);
    for (let k = 0; k < 8 && drawnNames.has(`${drawnShort}·${base}`); k += 1)
      base = rng.pick(PRODUCT_NAMES[category]);
    drawnNames.add(`${drawnShort}·${base}`);
    let name = `${inst.short}·${base}`;
    if (names.has(name)) {
      const categories = [
        category,
        ...CATEGORY_BY_TYPE[inst.type as InstType].map(([c]) => c).filter((c) => c !== category),
      ];
      const free = categories
        .flatMap((c) => [
          ...PRODUCT_NAMES[c].map((b) => [c, `${inst.short}·${b}`]),
          ...PRODUCT_NAMES[c].map((b) => [c, `${inst.short}·${b}（${inst.city}）`]),
        ])
        .find(([, n]) => !names.has(n));
      if (!free) throw new Error(`finance: no free product name for ${inst.name}`);
      [category, name] = free;
    }
    names.add(name);
    const amountMin = rng.pick([50, 100, 100, 200, 300]);
    const amountMax = Math.max(amountMin * 2, rng.pick([300, 500, 1000, 1000, 2000, 3000]));
    const termMonthsMin = rng.pick([12, 12, 12, 24]);
    const termMonthsMax = Math.max(termMonthsMin, rng.pick([24, 36, 36]));
    const rateMin = rng.decimal(3.0, 4.2, 2);
    const rateMax = Math.min(5.0, Math.round((rateMin + rng.decimal(0.3, 1.2, 2)) * 100) / 100);
    const insurance = category === 'ZSCQBX';
    products.push({
      id: `prod-${String(i + 1).padStart(4, '0')}`,
      name,
      institutionId: inst.id,
      institutionName: inst.name,
      category,
      amountMin,
      amountMax,
      termMonthsMin,
      termMonthsMax,
      rateMin,
      rateMax,
      repayment: insurance
        ? '保费一次性缴纳'
        : rng.pick(['按月付息，到期还本', '等额本息', '按季付息，到期还本', '随借随还']),
      guarantee: rng.pick(GUARANTEES[category]),
      borrowers: rng.sample(BORROWERS, rng.int(2, 4)),
      materials: rng.sample(MATERIALS, rng.int(4, 6)),
      steps: insurance ? INSURANCE_STEPS.slice() : LOAN_STEPS.slice(),
      features: rng.sample(FEATURES, rng.int(2, 4)).map((f) => rng.expand(f)),
      governmentSubsidy: rng.bool(0.55),
      onlinePledge: !insurance && rng.bool(0.6),
      publishDate: randomDate(rng, '2021-01-04', addDays(TODAY, -1)),
      // The draw before 推荐 once gave an invented 申请数; it is still made so that every later
      // record of the seeded data set stays as it was.
      featured: (rng.float(), rng.bool(0.15)),
    });
    // A product that promises 政府贴息 carries the tag that filters for it (drawn either way).
    const product = products[products.length - 1];
    if (product.features.some((f) => f.includes('政府贴息'))) product.governmentSubsidy = true;
    inst.productCount += 1;
  }
  return products;
}

/**
 * The lender's product a pledge was registered under: one of its pledge loans whose amount range
 * holds the amount, taken in turn (no draw, so the seeded records stay as they were); none when no
 * product of the lender fits.
 */
function pledgedProduct(
  products: readonly ProductRecord[],
  institutionId: string,
  amount: number,
  turn: number,
): ProductRecord | undefined {
  const fitting = products.filter(
    (p) =>
      p.institutionId === institutionId &&
      p.guarantee.includes('质押') &&
      p.amountMin <= amount &&
      amount <= p.amountMax,
  );
  return fitting.length ? fitting[turn % fitting.length] : undefined;
}

export function buildPledges(
  rng: Rng,
  institutions: API.FinancialInstitution[],
  products: readonly ProductRecord[],
  enterprises: Org[],
): API.PledgeFinancing[] {
  const lenders = institutions.filter(
    (x) => x.type === '银行' || x.type === '担保机构' || x.type === '小贷公司',
  );
  const pledges: API.PledgeFinancing[] = [];
  for (let i = 0; i < PLEDGE_COUNT; i += 1) {
    const inst = rng.weighted(
      lenders,
      lenders.map((x) => (x.type === '银行' ? 3 : 1)),
    );
    const ent = rng.pick(enterprises);
    const pledgeType = rng.weightedPairs([
      ['专利', 65],
      ['商标', 10],
      ['专利+商标', 25],
    ] as const);
    const amount = rng.int(10, 500) * 10;
    const product = pledgedProduct(products, inst.id, amount, i);
    pledges.push({
      id: `pledge-${String(i + 1).padStart(4, '0')}`,
      enterpriseName: ent.name,
      creditCode: ent.creditCode,
      institutionId: inst.id,
      institutionName: inst.name,
      ...(product ? { productId: product.id } : {}),
      amount,
      termMonths: rng.pick([12, 12, 24, 36]),
      rate: rng.decimal(3.0, 5.0, 2),
      pledgeType,
      patentCount: pledgeType === '商标' ? 0 : rng.int(1, 30),
      registrationDate: randomDate(rng, '2019-01-02', addDays(TODAY, -1)),
      region: ent.place.province.name,
    });
    inst.totalFinancing += amount;
    inst.pledgeCount += 1;
  }
  return pledges;
}

export function financeCategoryLabel(value: string): string {
  return labelOf(FINANCE_CATEGORIES, value);
}
