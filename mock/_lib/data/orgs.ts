// Applicant organisations: ~250 enterprises named from word pools and ~20 fictional universities.

import type { Rng } from '../random';
import { FIELD_VALUES } from './dicts';
import { BUILDER_WORDS } from './industries';
import type { Place } from './names';
import { brand, creditCode, INDUSTRY_WORDS, randomPlace } from './names';
import { PROVINCES } from './regions';

export interface Org {
  name: string;
  kind: 'enterprise' | 'university';
  /** Main technical field (SERVICE_TechnicalFields value). */
  field: string;
  place: Place;
  creditCode: string;
  /** How many patents it tends to file, relative to others. */
  weight: number;
}

export const ENTERPRISE_COUNT = 250;

const UNIVERSITIES: readonly (readonly [name: string, province: string, cityIndex: number])[] = [
  ['秦川理工大学', '61', 0],
  ['关中工业大学', '61', 0],
  ['终南科技大学', '61', 0],
  ['长安电子工程学院', '61', 0],
  ['渭水农林科技大学', '61', 1],
  ['陈仓工学院', '61', 2],
  ['京北科技大学', '11', 0],
  ['北方交通科技大学', '11', 0],
  ['申江理工大学', '31', 0],
  ['浦江医科大学', '31', 0],
  ['岭南工学院', '44', 1],
  ['鹏城科技大学', '44', 0],
  ['钟山理工大学', '32', 0],
  ['姑苏科技大学', '32', 1],
  ['钱塘电子科技大学', '33', 0],
  ['天府理工大学', '51', 0],
  ['江城工业大学', '42', 0],
  ['泉城科技大学', '37', 0],
  ['庐州工业大学', '34', 0],
  ['麓山科技大学', '43', 0],
];

function universityField(name: string, rng: Rng): string {
  if (name.includes('农林')) return 'XDNY';
  if (name.includes('医科')) return 'SWYY';
  if (name.includes('电子')) return rng.pick(['XXJS', 'JCDL']);
  if (name.includes('交通')) return 'XNYQC';
  return rng.pick(FIELD_VALUES);
}

export function buildOrgs(
  rng: Rng,
  usedBrands: Set<string>,
  usedCodes: Set<string>,
): { enterprises: Org[]; universities: Org[] } {
  const enterprises: Org[] = [];
  const names = new Set<string>();
  while (enterprises.length < ENTERPRISE_COUNT) {
    const field = FIELD_VALUES[enterprises.length % FIELD_VALUES.length];
    const place = randomPlace(rng);
    const suffix = rng.bool(0.22) ? '股份有限公司' : '有限公司';
    const name = `${place.city.short}${brand(rng, usedBrands)}${rng.pick(INDUSTRY_WORDS[field])}${suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    enterprises.push({
      name,
      kind: 'enterprise',
      field,
      place,
      creditCode: creditCode(rng, place.district[0], 'enterprise', usedCodes),
      // Heavy tail: a few enterprises file many patents, most file a handful.
      weight: 0.3 + 12 * rng.float() ** 4,
    });
  }
  const universities = UNIVERSITIES.map(([name, code, cityIndex]) => {
    const province = PROVINCES.find((p) => p.code === code)!;
    const city = province.cities[Math.min(cityIndex, province.cities.length - 1)];
    const place: Place = { province, city, district: rng.pick(city.districts) };
    return {
      name,
      kind: 'university' as const,
      field: universityField(name, rng),
      place,
      creditCode: creditCode(rng, place.district[0], 'institution', usedCodes),
      weight: 2 + 4 * rng.float(),
    };
  });
  return { enterprises, universities };
}

/**
 * Builders that appear only as the other party of a deal: building engineering files few patents,
 * so no applicant is in that trade, yet a 隔震结构 or a wall panel is bought by one. Drawn from a
 * generator of their own after everything else, so no other seeded value moves.
 */
export function buildDealPartners(rng: Rng, usedBrands: Set<string>): string[] {
  return [...BUILDER_WORDS, ...BUILDER_WORDS, ...BUILDER_WORDS].map((word) => {
    const place = randomPlace(rng);
    return `${place.city.short}${brand(rng, usedBrands)}${word}有限公司`;
  });
}
