// The one set of rules for the fields many forms share — a text of so many characters, a mobile
// number, an e-mail address, a phone, an SMS code — with the one wording a user reads for each.
// Every form (antd through utils/formRules `checkRule`, LightForm through `fromCheck`) and the
// mock's handlers call these same functions, so a field says the same thing wherever it is and
// the backend refuses what the page refuses (docs/architecture.md §10).
import { hiddenCharacterProblem, isValidEmail, isValidLandline, isValidMobile } from './validators';

/** Characters as a person counts them (an emoji made of a surrogate pair counts once). */
export function charLength(text: string): number {
  return Array.from(text).length;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Sent, but not as text (a number, a list): the backend's case, never a form's. */
const malformed = (value: unknown) =>
  value !== undefined && value !== null && typeof value !== 'string';

const FIELD_MESSAGES = {
  /** A text to write (a title, a name, a description). */
  required: (label: string) => `请填写${label}`,
  /** A number or an address to key in (mobile, e-mail, SMS code), as the sign-in forms say. */
  enter: (label: string) => `请输入${label}`,
  format: (label: string) => `${label}格式不正确`,
  length: (label: string, min: number, max: number) => `${label}长度应为${min}-${max}个字符`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  mobile: '请输入正确的11位手机号码',
  email: '请输入正确的邮箱地址',
  phone: (label: string) => `${label}应为11位手机号或带区号的固定电话（如 029-88886666）`,
  smsCode: '请输入6位数字验证码',
} as const;

/**
 * A text of `min`–`max` characters (trimmed) with nothing hidden in it. Required unless
 * `optional`; anything but a string is refused as malformed.
 */
export function textProblem(
  value: unknown,
  label: string,
  min: number,
  max: number,
  { optional = false }: { optional?: boolean } = {},
): string | null {
  if (malformed(value)) return FIELD_MESSAGES.format(label);
  const text = trimmed(value);
  if (!text) return optional ? null : FIELD_MESSAGES.required(label);
  const length = charLength(text);
  if (length > max && min <= 1) return FIELD_MESSAGES.tooLong(label, max);
  if (length < min || length > max) return FIELD_MESSAGES.length(label, min, max);
  return hiddenCharacterProblem(text, label);
}

/** An optional text of at most `max` characters. */
export const optionalTextProblem = (value: unknown, label: string, max: number) =>
  textProblem(value, label, 1, max, { optional: true });

/** A person's name (姓名, 联系人): 2–20 characters. */
export const PERSON_NAME_LIMITS = { min: 2, max: 20 } as const;

export const personNameProblem = (value: unknown, label = '联系人'): string | null =>
  textProblem(value, label, PERSON_NAME_LIMITS.min, PERSON_NAME_LIMITS.max);

/** A mainland mobile number (11 digits, 13–19…). Required. */
export function mobileProblem(value: unknown, label = '手机号码'): string | null {
  if (malformed(value)) return FIELD_MESSAGES.format(label);
  const text = trimmed(value);
  if (!text) return FIELD_MESSAGES.enter(label);
  return isValidMobile(text) ? null : FIELD_MESSAGES.mobile;
}

/** An e-mail address; optional unless `required`. */
export function emailProblem(
  value: unknown,
  label = '邮箱',
  { required = false }: { required?: boolean } = {},
): string | null {
  if (malformed(value)) return FIELD_MESSAGES.format(label);
  const text = trimmed(value);
  if (!text) return required ? FIELD_MESSAGES.enter(label) : null;
  return isValidEmail(text) ? null : FIELD_MESSAGES.email;
}

/** A number a person would call: a mobile or a landline with its area code. Required. */
export function phoneProblem(value: unknown, label = '联系电话'): string | null {
  if (malformed(value)) return FIELD_MESSAGES.format(label);
  const text = trimmed(value);
  if (!text) return FIELD_MESSAGES.enter(label);
  return isValidMobile(text) || isValidLandline(text) ? null : FIELD_MESSAGES.phone(label);
}

/** The 6-digit code of an SMS. Required. */
export function smsCodeProblem(value: unknown): string | null {
  const text = trimmed(value);
  if (!text) return FIELD_MESSAGES.enter('验证码');
  return /^\d{6}$/.test(text) ? null : FIELD_MESSAGES.smsCode;
}
