// The records of the directory the administrators keep (机构与产品): each kind's editable fields
// (what the admin forms send and the backend takes) and the fixed choices they pick from. The rules
// these values must meet are in ./directoryForm.ts.

/**
 * The mainland's provincial-level divisions with their GB/T 2260 codes, which also begin a CNIPA
 * agency code (docs/domain.md §8).
 */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  北京市: '11',
  天津市: '12',
  河北省: '13',
  山西省: '14',
  内蒙古自治区: '15',
  辽宁省: '21',
  吉林省: '22',
  黑龙江省: '23',
  上海市: '31',
  江苏省: '32',
  浙江省: '33',
  安徽省: '34',
  福建省: '35',
  江西省: '36',
  山东省: '37',
  河南省: '41',
  湖北省: '42',
  湖南省: '43',
  广东省: '44',
  广西壮族自治区: '45',
  海南省: '46',
  重庆市: '50',
  四川省: '51',
  贵州省: '52',
  云南省: '53',
  西藏自治区: '54',
  陕西省: '61',
  甘肃省: '62',
  青海省: '63',
  宁夏回族自治区: '64',
  新疆维吾尔自治区: '65',
};
export const PROVINCES = Object.keys(PROVINCE_CODES);

export const AGENCY_LEGAL_FORMS = [
  '有限责任公司',
  '普通合伙',
  '特殊普通合伙',
  '股份有限公司',
] as const;
/** The credit grades of the agencies' evaluation, best first. */
export const AGENCY_CREDIT_GRADES = ['A', 'B', 'C', 'D'] as const;
export const INSTITUTION_TYPES = ['银行', '担保机构', '保险机构', '投资机构', '小贷公司'] as const;
export const EXPERT_TITLES = [
  '教授',
  '研究员',
  '副教授',
  '正高级工程师',
  '高级工程师',
  '专利代理师',
  '律师',
  '资产评估师',
  '技术经纪人',
] as const;

/** The dictionaries' values the choices must come from (dictItem/find). */
export interface DirectoryDictionaries {
  technicalFields: readonly string[];
  mainServices: readonly string[];
  financeCategories: readonly string[];
}

// What each kind's form sends and the backend takes: the contract's schemas (api/openapi.yaml).
export type AgencyInput = API.AgencyInput;
export type InstitutionInput = API.InstitutionInput;
export type ProductInput = API.ProductInput;
export type ExpertInput = API.ExpertInput;

// The fields of each kind's form, as the admin forms send them and the backend takes them (and
// may name in a refusal).

export const AGENCY_FIELDS = [
  'enterpriseName',
  'creditCode',
  'agencyCode',
  'foundingDate',
  'legalForm',
  'legalRepresentative',
  'agentCount',
  'technicalFields',
  'mainServices',
  'region',
  'city',
  'address',
  'contactPhone',
  'email',
  'website',
  'inventionCount',
  'utilityCount',
  'designCount',
  'creditGrade',
  'intro',
] as const satisfies readonly (keyof AgencyInput)[];

export const INSTITUTION_FIELDS = [
  'name',
  'type',
  'creditCode',
  'region',
  'address',
  'phone',
  'intro',
] as const satisfies readonly (keyof InstitutionInput)[];

export const PRODUCT_FIELDS = [
  'name',
  'institutionId',
  'category',
  'amountMin',
  'amountMax',
  'termMonthsMin',
  'termMonthsMax',
  'rateMin',
  'rateMax',
  'repayment',
  'guarantee',
  'borrowers',
  'materials',
  'steps',
  'features',
  'governmentSubsidy',
  'onlinePledge',
  'featured',
] as const satisfies readonly (keyof ProductInput)[];

export const EXPERT_FIELDS = [
  'name',
  'title',
  'organization',
  'fields',
  'specialties',
  'yearsOfExperience',
  'serviceCount',
  'intro',
] as const satisfies readonly (keyof ExpertInput)[];
