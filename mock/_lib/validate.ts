// Field checks for request bodies; each failure throws a BAD_REQUEST envelope error in Chinese.

import { charLength, textProblem } from '../../src/contract/fieldRules';
import { hiddenCharacterProblem, isCalendarDay } from '../../src/contract/validators';
import { badRequest, fieldError } from './envelope';

/** A trimmed string, or undefined when absent or blank; anything but a string is refused. */
export function optionalText(value: unknown, label: string, max?: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  const problem = textProblem(value, label, 1, max ?? Infinity, { optional: true });
  if (problem) throw badRequest(problem);
  return (value as string).trim() || undefined;
}

/** A required trimmed string whose length lies within [min, max] (the forms' own rule). */
export function requiredText(value: unknown, label: string, min: number, max: number): string {
  const problem = textProblem(value, label, min, max);
  if (problem) throw badRequest(problem);
  return (value as string).trim();
}

/** Throws the shared check's refusal (src/contract/fieldRules.ts), naming the field when given. */
export function refuse(problem: string | null | undefined, field?: string): void {
  if (!problem) return;
  throw field ? fieldError(field, problem) : badRequest(problem);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], message: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw badRequest(message);
  return value as T;
}

/** A number ≥ 0 (numeric strings accepted), or null when absent or blank. */
export function optionalAmount(value: unknown, label: string, max = 1_000_000): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n) || n < 0) throw badRequest(`${label}必须是不小于0的数字`);
  if (n > max) throw badRequest(`${label}不能超过${max}万元`);
  return Math.round(n * 100) / 100;
}

export function requiredDate(value: unknown, label: string): string {
  if (value === undefined || value === null || value === '') throw badRequest(`请选择${label}`);
  const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (!isCalendarDay(text)) throw badRequest(`${label}格式不正确，应为YYYY-MM-DD`);
  return text;
}

/** A list of short words from an array or a comma/space separated string. */
export function keywordList(
  value: unknown,
  label: string,
  maxCount = 10,
  maxLength = 20,
): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') list = value.split(/[,，、\s]+/);
  else throw badRequest(`${label}格式不正确`);
  const words = list.map((w) => (typeof w === 'string' ? w.trim() : '')).filter(Boolean);
  if (words.length !== list.filter((w) => !(typeof w === 'string' && w.trim() === '')).length)
    throw badRequest(`${label}格式不正确`);
  if (words.length > maxCount) throw badRequest(`${label}最多${maxCount}个`);
  if (words.some((w) => charLength(w) > maxLength))
    throw badRequest(`每个${label}不能超过${maxLength}个字符`);
  const hidden = words.map((w) => hiddenCharacterProblem(w, label)).find(Boolean);
  if (hidden) throw badRequest(hidden);
  return words.length ? Array.from(new Set(words)) : undefined;
}
