// Experts of the IP service module.

import type { Rng } from '../random';
import { FIELD_VALUES } from './dicts';
import { brand, personName, randomPlace } from './names';
import type { Org } from './orgs';

export const EXPERT_COUNT = 120;

const SPECIALTIES = [
  '专利挖掘与布局',
  '专利无效与诉讼',
  '知识产权价值评估',
  '技术转移转化',
  '专利导航分析',
  '高价值专利培育',
  '海外专利布局',
  '商标与品牌战略',
  '知识产权质押融资',
  '企业知识产权管理体系贯标',
  'FTO自由实施分析',
  '标准必要专利',
];

const TITLES: readonly (readonly [string, number])[] = [
  ['教授', 18],
  ['研究员', 8],
  ['副教授', 8],
  ['正高级工程师', 10],
  ['高级工程师', 14],
  ['专利代理师', 22],
  ['律师', 10],
  ['资产评估师', 6],
  ['技术经纪人', 4],
];

export function buildExperts(
  rng: Rng,
  universities: Org[],
  enterprises: Org[],
  agencyNames: string[],
  usedBrands: Set<string>,
): API.Expert[] {
  return Array.from({ length: EXPERT_COUNT }, (_, i) => {
    const title = rng.weightedPairs(TITLES);
    const city = randomPlace(rng).city.short;
    let organization: string;
    if (title === '教授' || title === '副教授' || title === '研究员')
      organization = rng.pick(universities).name;
    else if (title === '专利代理师') organization = rng.pick(agencyNames);
    else if (title === '律师') organization = `${city}${brand(rng, usedBrands)}律师事务所`;
    else if (title === '资产评估师')
      organization = `${city}${brand(rng, usedBrands)}资产评估有限公司`;
    else if (title === '技术经纪人')
      organization = `${city}${rng.pick(['技术转移中心', '科技成果转化服务中心', '技术交易所'])}`;
    else organization = rng.pick(enterprises).name;
    const fields = rng.sample(FIELD_VALUES, rng.int(1, 3));
    const specialties = rng.sample(SPECIALTIES, rng.int(2, 4));
    const yearsOfExperience = rng.int(5, 35);
    const name = personName(rng);
    return {
      id: `expert-${String(i + 1).padStart(4, '0')}`,
      name,
      title,
      organization,
      fields,
      specialties,
      yearsOfExperience,
      serviceCount: Math.round(yearsOfExperience * rng.int(3, 25)),
      // Written by prose.ts from the expert's record.
      intro: '',
    };
  });
}
