// Word pools and builders for people, organisations, phones and credit codes.

import { creditCodeCheckChar } from '../../../src/contract/validators';
import type { Rng } from '../random';
import type { City, Province } from './regions';
import { PROVINCES, provinceWeights } from './regions';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = Array.from(
  '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚华建文辉玲宇浩鹏飞博晨欣怡睿思佳嘉俊昊轩泽雨晓志海峰宁琳婷凯斌亮瑞丹阳东健颖璐晶鑫宏昕雪振国庆立新永春红梅兰坤毅卫斐瑶琦航远哲翔',
);

export function personName(rng: Rng): string {
  const surname =
    SURNAMES[Math.min(SURNAMES.length - 1, Math.floor(rng.float() ** 1.6 * SURNAMES.length))];
  const length = rng.bool(0.72) ? 2 : 1;
  let given = '';
  for (let i = 0; i < length; i += 1) given += rng.pick(GIVEN);
  return surname + given;
}

/** e.g. 张经理, 李女士. */
export function contactName(rng: Rng): string {
  const surname = SURNAMES[Math.floor(rng.float() ** 1.6 * SURNAMES.length)];
  return surname + rng.pick(['经理', '女士', '先生', '老师', '工', '主任']);
}

export interface Place {
  province: Province;
  city: City;
  district: readonly [code: string, name: string];
}

export function randomPlace(rng: Rng, province?: Province): Place {
  const p = province ?? rng.weighted(PROVINCES, provinceWeights());
  const city = rng.weighted(
    p.cities,
    p.cities.map((_, i) => (i === 0 ? 3 : 1)),
  );
  return { province: p, city, district: rng.pick(city.districts) };
}

export function address(rng: Rng, place: Place): string {
  const building = rng.pick([
    '科技大厦',
    '创业大厦',
    '软件园',
    '知识产权大厦',
    '研发中心',
    '创新港',
    '科创中心',
    '产业园',
  ]);
  const unit = rng.bool(0.5) ? `${rng.pick(['A', 'B', 'C', 'D'])}座` : `${rng.int(1, 12)}号楼`;
  return `${place.province.name === place.city.name ? '' : place.province.name}${place.city.name}${place.district[1]}${rng.pick(place.city.roads)}${rng.int(1, 399)}号${building}${unit}${rng.int(2, 28)}层`;
}

export function landline(rng: Rng, place: Place): string {
  const local = place.city.areaCode.length === 3 ? 8 : rng.pick([7, 8]);
  return `${place.city.areaCode}-${rng.int(2, 8)}${rng.digits(local - 1)}`;
}

export function mobile(rng: Rng): string {
  return `1${rng.pick(['35', '36', '37', '38', '39', '50', '51', '52', '58', '59', '77', '80', '81', '86', '87', '88', '89', '91', '99'])}${rng.digits(8)}`;
}

const ORG_CHARS = Array.from('0123456789ABCDEFGHJKLMNPQRTUWXY');

/** GB 11714 organisation code check character over 8 characters (weights 3,7,9,10,5,8,4,2). */
function orgCheck(body: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const ch = body[i];
    const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * weights[i];
  }
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/**
 * A credit code with a valid GB 32100 check character: authority + category + district code
 * + a GB 11714 organisation code (newer ones start with MA) + check character.
 */
export function creditCode(
  rng: Rng,
  districtCode: string,
  kind: 'enterprise' | 'institution' = 'enterprise',
  used?: Set<string>,
): string {
  for (;;) {
    let org: string;
    if (kind === 'enterprise' && rng.bool(0.6)) {
      org = `MA${rng.pick(['0', '1', '6', '7', '8', '9'])}${Array.from({ length: 5 }, () => rng.pick(ORG_CHARS)).join('')}`;
    } else {
      org = `${rng.int(1, 9)}${rng.digits(7)}`;
    }
    const head = kind === 'enterprise' ? '91' : '12';
    const first17 = `${head}${districtCode}${org}${orgCheck(org)}`;
    const code = first17 + creditCodeCheckChar(first17);
    if (!used || !used.has(code)) {
      used?.add(code);
      return code;
    }
  }
}

const BRAND_FIRST = Array.from(
  '华瑞博创中天恒德宏鼎卓睿凯思聚航嘉启达合立泰信汇智远锐安盛腾润源明峰晟祺铭普佰致拓新海融',
);
const BRAND_SECOND = Array.from(
  '联通科瑞源宇邦诚和驰星芯光辰微擎韬锋域澜岳骏泽晖研昇骅弘越川杰朗璟逸',
);

/** A two-character trade name not used yet (the set keeps names unique across a builder). */
export function brand(rng: Rng, used: Set<string>): string {
  for (;;) {
    const b = rng.pick(BRAND_FIRST) + rng.pick(BRAND_SECOND);
    if (b[0] !== b[1] && !used.has(b)) {
      used.add(b);
      return b;
    }
  }
}

/** Industry words of company names by technical field value. */
export const INDUSTRY_WORDS: Record<string, readonly string[]> = {
  XXJS: ['信息技术', '软件', '智能科技', '数据科技', '网络科技'],
  GDZB: ['智能装备', '精密机械', '机电设备', '自动化科技', '激光科技'],
  XCL: ['新材料科技', '材料科技', '特种材料', '纳米科技'],
  SWYY: ['生物医药', '生物科技', '医疗器械', '药业'],
  XNY: ['新能源科技', '储能技术', '光伏科技', '电池科技'],
  JNHB: ['环保科技', '环境技术', '节能科技', '水处理技术', '建筑科技'],
  XNYQC: ['汽车电子', '动力科技', '新能源汽车技术', '电驱动科技'],
  HKHT: ['航空科技', '航天技术', '无人机技术', '导航科技'],
  JCDL: ['半导体', '微电子', '集成电路设计', '芯片科技'],
  XDNY: ['农业科技', '种业科技', '生态农业', '智慧农业科技'],
  SZCY: ['数字科技', '文化科技', '虚拟现实技术', '互动娱乐科技'],
  LSHG: ['化工科技', '精细化工', '新型涂料', '化学技术'],
};

export function pickProvince(rng: Rng): Province {
  return rng.weighted(PROVINCES, provinceWeights());
}
