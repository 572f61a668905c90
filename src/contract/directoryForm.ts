// The rules of the directory the administrators keep (机构与产品): service agencies, financial
// institutions, financial products and experts. Pure and shared: the admin forms run the same
// checks as field rules, and the mock's admin/<kind>/create and update run them before saving, so
// a value is refused with the same words in the form and at the backend. Each `…Problems` returns
// field name → Chinese message (empty when the values are fine), checking the whole form at once
// because some rules join two fields (an amount range, an agency code and its province).

import {
  charLength,
  emailProblem,
  PERSON_NAME_LIMITS,
  personNameProblem,
  phoneProblem,
  textProblem,
} from './fieldRules';
import {
  AGENCY_CREDIT_GRADES,
  AGENCY_LEGAL_FORMS,
  EXPERT_TITLES,
  INSTITUTION_TYPES,
  PROVINCE_CODES,
  PROVINCES,
  type AgencyInput,
  type DirectoryDictionaries,
  type ExpertInput,
  type InstitutionInput,
  type ProductInput,
} from './directoryRecords';
import { describeCreditCodeError, hiddenCharacterProblem, isCalendarDay } from './validators';

export const DIRECTORY_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  personNameMin: PERSON_NAME_LIMITS.min,
  personNameMax: PERSON_NAME_LIMITS.max,
  cityMax: 20,
  addressMin: 5,
  addressMax: 100,
  introMin: 10,
  introMax: 2000,
  urlMax: 200,
  /** Short wording: a product's repayment and guarantee. */
  termsMax: 40,
  listMax: 10,
  listItemMax: 40,
  agentCountMax: 10_000,
  patentCountMax: 10_000_000,
  /** A product's amounts, 万元: above zero, up to 10 亿. */
  amountMax: 100_000,
  termMonthsMin: 1,
  termMonthsMax: 360,
  /** A product's annual rate, percent: from free (a subsidised loan) to the highest rate a lender may charge. */
  rateMin: 0,
  rateMax: 24,
  fieldsMax: 5,
  yearsMax: 70,
  serviceCountMax: 100_000,
  /** The first founding day an agency may have: China's patent agencies began with the patent system. */
  earliestFounding: '1980-01-01',
} as const;

export type Problems<T> = Partial<Record<keyof T & string, string>>;

const L = DIRECTORY_LIMITS;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An optional web address: http or https, with a host name that has a dot. */
export function urlProblem(value: unknown, label = '网址'): string | null {
  const text = trimmed(value);
  if (!text) return null;
  if (charLength(text) > L.urlMax) return `${label}不能超过${L.urlMax}个字符`;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
      return null;
  } catch {
    // Not a URL at all: said below.
  }
  return `${label}应为以 http:// 或 https:// 开头的网址`;
}

/** A whole number within [min, max]. */
export function integerProblem(value: unknown, label: string, min: number, max: number) {
  if (value === undefined || value === null || value === '') return `请填写${label}`;
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${label}应为整数`;
  if (value < min || value > max) return `${label}应在${min}-${max}之间`;
  return null;
}

function choiceProblem(value: unknown, allowed: readonly string[], label: string) {
  if (value === undefined || value === null || value === '') return `请选择${label}`;
  return typeof value === 'string' && allowed.includes(value) ? null : `${label}不在可选范围内`;
}

/** One or more choices from `allowed`, at most `max`. */
function choicesProblem(value: unknown, allowed: readonly string[], label: string, max: number) {
  if (!Array.isArray(value) || value.length === 0) return `请选择${label}`;
  if (value.some((v) => typeof v !== 'string' || !allowed.includes(v)))
    return `${label}不在可选范围内`;
  if (new Set(value).size !== value.length) return `${label}不能重复`;
  return value.length > max ? `${label}最多选${max}项` : null;
}

/** One to `listMax` short lines (a product's borrowers, materials, steps, features). */
export function linesProblem(value: unknown, label: string): string | null {
  if (!Array.isArray(value) || value.filter((v) => trimmed(v)).length === 0)
    return `请填写${label}`;
  if (value.some((v) => typeof v !== 'string')) return `${label}格式不正确`;
  const lines = value.map(trimmed).filter(Boolean);
  if (lines.length > L.listMax) return `${label}最多${L.listMax}条`;
  if (lines.some((line) => charLength(line) > L.listItemMax))
    return `${label}每条不能超过${L.listItemMax}个字`;
  return lines.map((line) => hiddenCharacterProblem(line, label)).find(Boolean) ?? null;
}

function dayProblem(value: unknown, label: string, earliest: string, latest: string) {
  const text = trimmed(value);
  if (!text) return `请选择${label}`;
  if (!isCalendarDay(text)) return `${label}格式不正确，应为YYYY-MM-DD`;
  if (text < earliest) return `${label}不能早于${earliest}`;
  return text > latest ? `${label}不能晚于今天` : null;
}

/** More than two decimals (4.35 is two, though 4.35 × 100 is not quite 435 in binary). */
const hasMoreDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) > 1e-6;

/** A number of 万元 (two decimals at most) above zero and at most the limit. */
function amountProblem(value: unknown, label: string) {
  if (value === undefined || value === null || value === '') return `请填写${label}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}应为数字`;
  if (value <= 0) return `${label}应大于0`;
  if (value > L.amountMax) return `${label}不能超过${L.amountMax}万元`;
  return hasMoreDecimals(value) ? `${label}最多保留两位小数` : null;
}

function rateProblem(value: unknown, label: string) {
  if (value === undefined || value === null || value === '') return `请填写${label}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label}应为数字`;
  if (value < L.rateMin || value > L.rateMax) return `${label}应在${L.rateMin}%-${L.rateMax}%之间`;
  return hasMoreDecimals(value) ? `${label}最多保留两位小数` : null;
}

/** Drops the nulls: what is left are the problems. */
function collect<T>(checks: Record<keyof T & string, string | null>): Problems<T> {
  const problems: Problems<T> = {};
  for (const [field, problem] of Object.entries(checks) as [keyof T & string, string | null][])
    if (problem) problems[field] = problem;
  return problems;
}

/** Why `code` cannot be this agency's CNIPA code: five digits, the first two its province's. */
export function agencyCodeProblem(code: unknown, region: unknown): string | null {
  const text = trimmed(code);
  if (!text) return '请填写机构代码';
  if (!/^\d{5}$/.test(text)) return '机构代码应为5位数字（省份代码2位+序号3位）';
  const province = typeof region === 'string' ? PROVINCE_CODES[region] : undefined;
  return province && !text.startsWith(province)
    ? `机构代码前两位应为所在省份的代码 ${province}`
    : null;
}

/** The agency's three type counts add up to its patent total; each is a count. */
export function agencyProblems(
  values: Partial<Record<keyof AgencyInput, unknown>>,
  dictionaries: DirectoryDictionaries,
  today: string,
): Problems<AgencyInput> {
  const count = (value: unknown, label: string) =>
    integerProblem(value, label, 0, L.patentCountMax);
  return collect<AgencyInput>({
    enterpriseName: textProblem(values.enterpriseName, '机构名称', L.nameMin, L.nameMax),
    creditCode: describeCreditCodeError(trimmed(values.creditCode)),
    agencyCode: agencyCodeProblem(values.agencyCode, values.region),
    foundingDate: dayProblem(values.foundingDate, '成立日期', L.earliestFounding, today),
    legalForm: choiceProblem(values.legalForm, AGENCY_LEGAL_FORMS, '组织形式'),
    legalRepresentative: personNameProblem(values.legalRepresentative, '负责人'),
    agentCount: integerProblem(values.agentCount, '执业专利代理师人数', 0, L.agentCountMax),
    technicalFields: choicesProblem(
      values.technicalFields,
      dictionaries.technicalFields,
      '技术领域',
      L.fieldsMax,
    ),
    mainServices: choicesProblem(
      values.mainServices,
      dictionaries.mainServices,
      '主营服务',
      dictionaries.mainServices.length,
    ),
    region: choiceProblem(values.region, PROVINCES, '所在省份'),
    city: textProblem(values.city, '所在城市', 2, L.cityMax),
    address: textProblem(values.address, '地址', L.addressMin, L.addressMax),
    contactPhone: phoneProblem(values.contactPhone, '联系电话'),
    email: emailProblem(values.email, '电子邮箱', { required: true }),
    website: urlProblem(values.website, '机构网站'),
    inventionCount: count(values.inventionCount, '发明专利代理量'),
    utilityCount: count(values.utilityCount, '实用新型代理量'),
    designCount: count(values.designCount, '外观设计代理量'),
    creditGrade: choiceProblem(values.creditGrade, AGENCY_CREDIT_GRADES, '信用等级'),
    intro: textProblem(values.intro, '机构简介', L.introMin, L.introMax),
  });
}

export function institutionProblems(
  values: Partial<Record<keyof InstitutionInput, unknown>>,
): Problems<InstitutionInput> {
  return collect<InstitutionInput>({
    name: textProblem(values.name, '机构名称', L.nameMin, L.nameMax),
    type: choiceProblem(values.type, INSTITUTION_TYPES, '机构类型'),
    creditCode: describeCreditCodeError(trimmed(values.creditCode)),
    region: choiceProblem(values.region, PROVINCES, '所在省份'),
    address: textProblem(values.address, '地址', L.addressMin, L.addressMax),
    phone: phoneProblem(values.phone, '联系电话'),
    intro: textProblem(values.intro, '机构简介', L.introMin, L.introMax),
  });
}

export function productProblems(
  values: Partial<Record<keyof ProductInput, unknown>>,
  dictionaries: DirectoryDictionaries,
): Problems<ProductInput> {
  const amountMin = amountProblem(values.amountMin, '额度下限');
  const termMin = integerProblem(
    values.termMonthsMin,
    '最短期限',
    L.termMonthsMin,
    L.termMonthsMax,
  );
  const rateMin = rateProblem(values.rateMin, '最低年利率');
  const notBelow = (problem: string | null, low: unknown, high: unknown, message: string) =>
    problem ?? ((low as number) > (high as number) ? message : null);
  return collect<ProductInput>({
    name: textProblem(values.name, '产品名称', L.nameMin, L.nameMax),
    institutionId: trimmed(values.institutionId) ? null : '请选择所属机构',
    category: choiceProblem(values.category, dictionaries.financeCategories, '产品类型'),
    amountMin,
    amountMax: notBelow(
      amountProblem(values.amountMax, '额度上限'),
      amountMin ? undefined : values.amountMin,
      values.amountMax,
      '额度上限不能小于额度下限',
    ),
    termMonthsMin: termMin,
    termMonthsMax: notBelow(
      integerProblem(values.termMonthsMax, '最长期限', L.termMonthsMin, L.termMonthsMax),
      termMin ? undefined : values.termMonthsMin,
      values.termMonthsMax,
      '最长期限不能短于最短期限',
    ),
    rateMin,
    rateMax: notBelow(
      rateProblem(values.rateMax, '最高年利率'),
      rateMin ? undefined : values.rateMin,
      values.rateMax,
      '最高年利率不能低于最低年利率',
    ),
    repayment: textProblem(values.repayment, '还款方式', 2, L.termsMax),
    guarantee: textProblem(values.guarantee, '担保方式', 2, L.termsMax),
    borrowers: linesProblem(values.borrowers, '适用对象'),
    materials: linesProblem(values.materials, '申请材料'),
    steps: linesProblem(values.steps, '办理流程'),
    features: linesProblem(values.features, '产品特色'),
    // The tag is what visitors filter by: a promise of 政府贴息 among the features carries it.
    governmentSubsidy:
      Array.isArray(values.features) &&
      values.features.some((line) => trimmed(line).includes('政府贴息')) &&
      values.governmentSubsidy !== true
        ? '产品特色写明了政府贴息，请勾选“政府贴息”，或修改产品特色'
        : null,
    onlinePledge: null,
    featured: null,
  });
}

export function expertProblems(
  values: Partial<Record<keyof ExpertInput, unknown>>,
  dictionaries: DirectoryDictionaries,
): Problems<ExpertInput> {
  const specialties = values.specialties;
  return collect<ExpertInput>({
    name: personNameProblem(values.name, '姓名'),
    title: choiceProblem(values.title, EXPERT_TITLES, '职称'),
    organization: textProblem(values.organization, '所在单位', L.nameMin, L.nameMax),
    fields: choicesProblem(values.fields, dictionaries.technicalFields, '技术领域', L.fieldsMax),
    specialties:
      Array.isArray(specialties) && specialties.some((s) => charLength(trimmed(s)) > 20)
        ? '专长每条不能超过20个字'
        : linesProblem(specialties, '专长'),
    yearsOfExperience: integerProblem(values.yearsOfExperience, '从业年限', 0, L.yearsMax),
    serviceCount: integerProblem(values.serviceCount, '服务次数', 0, L.serviceCountMax),
    intro: textProblem(values.intro, '专家简介', L.introMin, L.introMax),
  });
}
