// Pure identifier and form checks shared by the app and the mock backend.
import { isCommonPassword } from './commonPasswords';

// The rules follow docs/domain.md §1: GB 32100-2015 credit codes, ZC 0006-2003 application numbers.

// ------------------------------------------------------- unified social credit code

/** Characters allowed in a credit code, in value order (0-9, then A-Y without I, O, Z, S, V). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weights of positions 1-17: 3^(i-1) mod 31. */
const CREDIT_CODE_WEIGHTS = Array.from({ length: 17 }, (_, i) => {
  let w = 1;
  for (let k = 0; k < i; k += 1) w = (w * 3) % 31;
  return w;
});

/** Check character of the first 17 characters, or null when they are malformed. */
export function creditCodeCheckChar(first17: string): string | null {
  if (typeof first17 !== 'string' || first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

/** Chinese reason why a credit code is invalid, or null when it is valid. Letters must be upper case. */
export function describeCreditCodeError(code: unknown): string | null {
  if (typeof code !== 'string' || code.trim() === '') return '请输入统一社会信用代码';
  const value = code.trim();
  if (value.length !== 18) return '统一社会信用代码长度应为18位';
  for (const ch of value) {
    if (!CREDIT_CODE_CHARSET.includes(ch)) return '统一社会信用代码含有非法字符';
  }
  if (creditCodeCheckChar(value.slice(0, 17)) !== value[17]) return '统一社会信用代码校验位不正确';
  return null;
}

export function isValidCreditCode(code: unknown): boolean {
  return describeCreditCodeError(code) === null;
}

// -------------------------------------------------------- patent application number

/**
 * Strips `CN`/`ZL` prefixes, spaces and the dot, and upper-cases the check character,
 * e.g. `ZL 2017 1060 1862.3` → `2017106018623`.
 */
export function normalizeApplicationNumber(input: unknown): string {
  if (typeof input !== 'string') return '';
  let value = input.replace(/[\s\u3000]+/g, '').toUpperCase();
  value = value.replace(/^(CN|ZL)+/, '');
  return value.replace(/[.．。]/g, '');
}

/** Check character for the 12 (new form) or 8 (old form) digits, or null when malformed. */
export function applicationNumberCheckChar(digits: string): string | null {
  if (typeof digits !== 'string' || !/^(\d{12}|\d{8})$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[i]) * ((i % 8) + 2);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidApplicationNumber(input: unknown): boolean {
  const value = normalizeApplicationNumber(input);
  const match = /^(\d{12}|\d{8})([0-9X])$/.exec(value);
  if (!match) return false;
  const digits = match[1];
  const type = digits.length === 12 ? digits[4] : digits[2];
  if (!'12389'.includes(type)) return false;
  return applicationNumberCheckChar(digits) === match[2];
}

/** Chinese reason why an application number is invalid, or null when it is valid. */
export function describeApplicationNumberError(input: unknown): string | null {
  if (typeof input !== 'string' || input.trim() === '') return '请输入专利申请号';
  const value = normalizeApplicationNumber(input);
  const match = /^(\d{12}|\d{8})([0-9X])$/.exec(value);
  if (!match) return '专利申请号格式不正确，应为12位或8位数字加校验位，如 201710601862.3';
  const digits = match[1];
  const type = digits.length === 12 ? digits[4] : digits[2];
  if (!'12389'.includes(type)) return '专利申请号中的专利类型位不正确';
  if (applicationNumberCheckChar(digits) !== match[2]) return '专利申请号校验位不正确';
  return null;
}

/**
 * Formats digits (with or without the check character) as `201710601862.3`;
 * the check character is computed when missing. Returns the input unchanged when malformed.
 */
export function formatApplicationNumber(digits: string): string {
  const value = normalizeApplicationNumber(digits);
  if (/^(\d{12}|\d{8})$/.test(value)) return `${value}.${applicationNumberCheckChar(value)}`;
  const match = /^(\d{12}|\d{8})([0-9X])$/.exec(value);
  if (match) return `${match[1]}.${match[2]}`;
  return digits;
}

/** Patent type from the type digit (1/8 invention, 2/9 utility model, 3 design), or null. */
export function applicationNumberType(num: string): API.PatentType | null {
  const value = normalizeApplicationNumber(num);
  const match = /^(\d{12}|\d{8})[0-9X]?$/.exec(value);
  if (!match) return null;
  const digits = match[1];
  const type = digits.length === 12 ? digits[4] : digits[2];
  if (type === '1' || type === '8') return 'invention';
  if (type === '2' || type === '9') return 'utility';
  if (type === '3') return 'design';
  return null;
}

// ---------------------------------------------------------------- free text

/**
 * Characters no free-text field takes: control characters (line breaks and tabs aside), invisible
 * format characters — zero-width spaces, the byte-order mark, soft hyphens and the bidirectional
 * marks and overrides that make a title read differently from what it holds — and half of a
 * surrogate pair (no character at all). The zero-width joiner stays between two pictographs,
 * where emoji such as 👨‍👩‍👧 are built with it (after a skin tone or a variation selector too).
 */
const HIDDEN_CHARACTER = /(?![\t\n\r\u200d])[\p{Cc}\p{Cf}\p{Cs}]/u;
// Read around each joiner rather than with a lookbehind, which Safari before 16.4 cannot parse.
const PICTOGRAPH_BEFORE_JOINER = /\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?$/u;
const PICTOGRAPH_AFTER_JOINER = /^\p{Extended_Pictographic}/u;

function hasStrayJoiner(text: string): boolean {
  for (let at = text.indexOf('\u200d'); at >= 0; at = text.indexOf('\u200d', at + 1)) {
    const joinsPictographs =
      PICTOGRAPH_BEFORE_JOINER.test(text.slice(Math.max(0, at - 4), at)) &&
      PICTOGRAPH_AFTER_JOINER.test(text.slice(at + 1, at + 3));
    if (!joinsPictographs) return true;
  }
  return false;
}
/** More combining marks on one letter than any script writes (text that spills over its line). */
const STACKED_MARKS = /\p{M}{5,}/u;

/** Chinese reason why `text` is refused for what it hides, or null when it hides nothing. */
export function hiddenCharacterProblem(text: unknown, label: string): string | null {
  if (typeof text !== 'string') return null;
  if (HIDDEN_CHARACTER.test(text) || hasStrayJoiner(text))
    return `${label}不能包含不可见字符或控制字符`;
  if (STACKED_MARKS.test(text)) return `${label}不能包含叠加过多的组合符号`;
  return null;
}

// ---------------------------------------------------------------- calendar days

/**
 * A real calendar day written YYYY-MM-DD: what every date field and day filter takes. A day the
 * calendar does not have (2026-02-30, 2026-11-31) is refused, not rolled over into the next month.
 */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

// ---------------------------------------------------------------- contact, password

export function isValidMobile(value: unknown): boolean {
  return typeof value === 'string' && /^1[3-9]\d{9}$/.test(value);
}

/**
 * A mainland landline: the area code (0 and 2–3 digits, e.g. 010, 029, 0917), an optional dash or
 * space, a 7–8 digit local number not starting with 0 or 1, and an optional extension (-123).
 */
export function isValidLandline(value: unknown): boolean {
  return typeof value === 'string' && /^0\d{2,3}[- ]?[2-9]\d{6,7}(-\d{1,6})?$/.test(value);
}

export function isValidEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value)
  );
}

export const PASSWORD_RULE_TEXT =
  '8-20位，须同时包含字母和数字，不能含空格，不能是常见密码或包含账号、手机号';

export const COMMON_PASSWORD_MESSAGE = '密码过于常见，请换一个更难猜的密码';
export const PERSONAL_PASSWORD_MESSAGE = '密码不能包含账号或手机号';
export const REPETITIVE_PASSWORD_MESSAGE = '密码重复的字符太多，请换一个更难猜的密码';

/** Fewer different characters than this, or a run of one character this long, is too easy. */
const PASSWORD_MIN_DISTINCT = 4;
const PASSWORD_RUN = /(.)\1{3}/u;

/**
 * Whose password it is, when known: a password containing the account name or the mobile number
 * is refused. Account names shorter than 6 characters are not looked for (demo, admin: a rule on
 * them would refuse ordinary words).
 */
export interface PasswordOwner {
  account?: string;
  mobile?: string;
}

const OWN_NAME_MIN = 6;

/**
 * Chinese reason why a new password is not acceptable, or null when it is: 8-20 characters
 * without spaces, letters and digits, not one of the most common passwords (commonPasswords.ts,
 * compared lower-cased), at least 4 different characters and no character 4 times in a row
 * (aaaaaaa1, a1a1a1a1), and not containing the owner's account name or mobile number.
 */
export function checkPassword(pw: unknown, owner: PasswordOwner = {}): string | null {
  if (typeof pw !== 'string' || pw === '') return '请输入密码';
  if (/\s/.test(pw)) return '密码不能含空格';
  if (pw.length < 8 || pw.length > 20) return '密码长度应为8-20位';
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw)) return '密码须同时包含字母和数字';
  if (isCommonPassword(pw)) return COMMON_PASSWORD_MESSAGE;
  const lower = pw.toLowerCase();
  const own = [owner.account, owner.mobile]
    .map((name) => (typeof name === 'string' ? name.trim().toLowerCase() : ''))
    .filter((name) => name.length >= OWN_NAME_MIN);
  if (own.some((name) => lower.includes(name))) return PERSONAL_PASSWORD_MESSAGE;
  if (new Set(pw).size < PASSWORD_MIN_DISTINCT || PASSWORD_RUN.test(pw))
    return REPETITIVE_PASSWORD_MESSAGE;
  return null;
}

/** 修改密码's current password: asked for when the account has one. */
export const currentPasswordProblem = (pw: unknown): string | null =>
  typeof pw === 'string' && pw !== '' ? null : '请输入当前密码';

export const SAME_PASSWORD_MESSAGE = '新密码不能与当前密码相同';

/**
 * 修改密码's new password: the password rules (checkPassword), and not the current password as
 * typed in the form (the backend compares it with the stored hash).
 */
export function newPasswordProblem(
  pw: unknown,
  owner: PasswordOwner,
  current?: string,
): string | null {
  if (typeof pw !== 'string' || pw === '') return '请输入新密码';
  const problem = checkPassword(pw, owner);
  if (problem) return problem;
  return current && pw === current ? SAME_PASSWORD_MESSAGE : null;
}

/** The new password typed again. */
export function confirmPasswordProblem(confirm: unknown, pw: unknown): string | null {
  if (typeof confirm !== 'string' || confirm === '') return '请再次输入新密码';
  return confirm === pw ? null : '两次输入的密码不一致';
}
