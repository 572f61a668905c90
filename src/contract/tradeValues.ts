// Reading the trading forms' values as people type them (and as the mock receives them): amounts,
// keywords and dates. Pure; shared with the mock through tradeForm.

import { isCalendarDay } from './validators';

export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * An amount from a number or a numeric string: null when blank (negotiable), NaN when it is
 * not a number. Unrounded, so that a check can refuse more than two decimals.
 */
export function parseTradeAmount(value: unknown): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value))
    return Number(value);
  return NaN;
}

/** Keywords from an array or a string separated by commas, 、 or spaces; blanks dropped. */
export function parseKeywords(value: unknown): string[] | null {
  if (isBlank(value)) return [];
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') list = value.split(/[,，、;；\s\u3000]+/);
  else return null;
  if (list.some((w) => typeof w !== 'string')) return null;
  const words = (list as string[]).map((w) => w.trim()).filter(Boolean);
  return Array.from(new Set(words));
}

/** `YYYY-MM-DD` from a string, a Date or a dayjs-like object; null when it is not a real date. */
export function toIsoDate(value: unknown): string | null {
  let text: string | null = null;
  if (typeof value === 'string') text = value.trim().slice(0, 10);
  else if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const pad = (n: number) => String(n).padStart(2, '0');
    text = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  } else if (value && typeof (value as { format?: unknown }).format === 'function') {
    const formatted = (value as { format: (f: string) => unknown }).format('YYYY-MM-DD');
    text = typeof formatted === 'string' ? formatted : null;
  }
  return isCalendarDay(text) ? text : null;
}
