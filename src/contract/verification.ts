// 企业认证: the rules of a company verification application, shared by the settings page (checked
// before anything is sent) and the backend (checked again on arrival), and the nickname rule that
// keeps verified names and the platform's own name out of anyone else's reach.

import { personNameProblem, textProblem } from './fieldRules';
import { describeCreditCodeError, hiddenCharacterProblem } from './validators';

/** The business licence the user picks: a PNG or JPEG photo or scan of at most 5 MB. */
export const LICENCE_TYPES = ['image/png', 'image/jpeg'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_RULE_TEXT = '营业执照照片或扫描件，PNG、JPG 格式，不超过 5 MB';

/**
 * The page sends the licence scaled to fit LICENCE_MAX_SIDE (still readable, and free of the
 * camera's metadata); what arrives may be at most LICENCE_UPLOAD_MAX_BYTES, so a data URL of it
 * stays within the 5 MB request limit of the gateway and the services.
 */
export const LICENCE_MAX_SIDE = 2400;
export const LICENCE_UPLOAD_MAX_BYTES = 3 * 1024 * 1024;

export const COMPANY_NAME_MIN = 4;
export const COMPANY_NAME_MAX = 60;

export const VERIFICATION_STATUS_LABELS: Record<API.VerificationStatus, string> = {
  pending: '待审核',
  approved: '已认证',
  rejected: '未通过',
};

export function isLicenceType(type: unknown): type is LicenceType {
  return typeof type === 'string' && (LICENCE_TYPES as readonly string[]).includes(type);
}

/** Chinese reason why a file cannot be the licence, or null when it can. */
export function describeLicenceFileError(
  file: { type?: string; size?: number },
  label = '营业执照',
): string | null {
  if (!isLicenceType(file.type)) return `${label}仅支持 PNG、JPG 格式的图片`;
  const size = file.size ?? 0;
  if (size <= 0) return '图片文件是空的，请重新选择';
  if (size > LICENCE_MAX_BYTES) return `${label}图片不能超过 5 MB`;
  return null;
}

/** The image type the first bytes say (PNG or JPEG), whatever the file's name or label claims. */
export function sniffLicenceType(bytes: Uint8Array): LicenceType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/**
 * A company name as compared: no spaces, full-width brackets as half-width, so 甲（西安）公司 and
 * 甲(西安)公司 are one company.
 */
export function companyKey(name: string): string {
  return name
    .replace(/[\s\u3000]+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toUpperCase();
}

/** Chinese reason why a company name is not acceptable, or null. */
export function checkCompanyName(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return '请填写企业名称';
  const hidden = hiddenCharacterProblem(name, '企业名称');
  if (hidden) return hidden;
  const length = [...name].length;
  if (length < COMPANY_NAME_MIN || length > COMPANY_NAME_MAX)
    return `企业名称长度应为${COMPANY_NAME_MIN}-${COMPANY_NAME_MAX}个字符，请按营业执照填写`;
  if (!/[\u4e00-\u9fa5A-Za-z]/.test(name)) return '请按营业执照填写企业名称';
  return null;
}

/** The credit code as typed by people (spaces, lower case) made canonical before checking. */
export function normalizeCreditCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s\u3000]+/g, '').toUpperCase() : '';
}

export function checkCreditCode(value: unknown): string | null {
  return describeCreditCodeError(normalizeCreditCode(value));
}

export const checkContactName = (value: unknown): string | null => personNameProblem(value);

/** A nickname's own length: 2–20 characters (what it may not pass for is `nicknameProblem`). */
export const checkNicknameText = (value: unknown): string | null =>
  textProblem(value, '昵称', 2, 20);

/**
 * Words only the platform wears. Its own posts are marked by the backend (role `platform`), so a
 * name with them would only pass someone off as the platform.
 */
const RESERVED_NAME_WORDS = ['平台', '管理员', '官方'];

/** Chinese reason why a name a person shows others (`label`) wears the platform's words, or null. */
export function reservedNameProblem(value: unknown, label = '昵称'): string | null {
  const key = typeof value === 'string' ? companyKey(value) : '';
  return RESERVED_NAME_WORDS.some((word) => key.includes(word))
    ? `${label}不能包含“平台”“管理员”“官方”等平台专用字样`
    : null;
}

export interface NameRules {
  /** The account's own verified company: it may sign with it. */
  own?: string;
  /** Companies verified for other accounts. */
  verifiedNames: readonly string[];
  /** Other organisations the portal names: patent holders, agencies, financial institutions. */
  organisations?: readonly string[];
  /** An administrator's nickname may be the platform's (its profile is the platform's). */
  admin?: boolean;
  /** What the form calls the name (昵称, 姓名, 联系人). */
  label?: string;
}

/**
 * Chinese reason why `value` may not be the name this account shows others (its nickname, or the
 * name a message is signed with), or null: not the platform's words, not a company verified for
 * another account, not another organisation of the portal — its own verified company excepted.
 * The backend passes every name folded (traditional to simplified, full-width to plain) so that
 * look-alikes are caught too.
 */
export function nicknameProblem(value: string, rules: NameRules): string | null {
  const { own, verifiedNames, organisations = [], admin = false, label = '昵称' } = rules;
  const ownKey = own ? companyKey(own) : '';
  // What is left once the account's own company is taken out, e.g. 西安瑞源电驱动科技有限公司 王经理.
  const key = ownKey ? companyKey(value).split(ownKey).join(' ') : companyKey(value);
  if (!admin && reservedNameProblem(key, label)) return reservedNameProblem(key, label);
  const holds = (name: string) => {
    const other = companyKey(name);
    return other !== ownKey && key.includes(other);
  };
  if (verifiedNames.some(holds)) return `该名称是已认证企业的名称，不能用作${label}`;
  if (organisations.some(holds)) return `该名称是其他单位的名称，不能用作${label}`;
  return null;
}
