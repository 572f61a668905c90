// Recognises a patent number typed into the search box, so the page can jump to the patent, and
// says what is wrong with one whose check character is not right.

import {
  applicationNumberCheckChar,
  formatApplicationNumber,
  isValidApplicationNumber,
} from '../validators';
import { foldWidth } from './codes';

export interface DetectedPatentNumber {
  kind: 'application' | 'publication';
  /** `201710601862.3` (application, with check character) or `CN107301234A` (publication). */
  normalized: string;
}

const TYPE_DIGITS = '12389';

/** Application number digits without a check character: plausible year and type digit. */
function plausibleDigits(digits: string): boolean {
  if (digits.length === 12) {
    const year = Number(digits.slice(0, 4));
    return year >= 2003 && year <= 2099 && TYPE_DIGITS.includes(digits[4]);
  }
  const yy = Number(digits.slice(0, 2));
  return (yy >= 85 || yy <= 3) && TYPE_DIGITS.includes(digits[2]);
}

/**
 * A CN application number (with or without CN/ZL prefix, dot and check character; a check
 * character that is present must be right) or a CN publication number such as `CN107301234A`
 * or `CN1234567B` (CN + 7–10 digits + kind A/B/U/S, optionally one digit). Anything else: null.
 */
export function detectPatentNumber(input: string): DetectedPatentNumber | null {
  if (typeof input !== 'string') return null;
  const compact = foldWidth(input).replace(/\s+/g, '').toUpperCase();
  if (!compact) return null;
  if (/^CN\d{7,10}[ABUS]\d?$/.test(compact)) return { kind: 'publication', normalized: compact };
  const m = /^(?:CN|ZL)?(\d{12}|\d{8})(?:[.．。]?([0-9X]))?$/.exec(compact);
  if (!m) return null;
  const [, digits, check] = m;
  if (check === undefined) {
    if (!plausibleDigits(digits) || applicationNumberCheckChar(digits) === null) return null;
    return { kind: 'application', normalized: formatApplicationNumber(digits) };
  }
  if (!isValidApplicationNumber(`${digits}.${check}`)) return null;
  return { kind: 'application', normalized: `${digits}.${check}` };
}

/**
 * Why a typed application number cannot be found when its check character is wrong, naming the
 * right one: `202010555743.5` → `申请号 202010555743.5 的校验位应为 0`; null for anything else.
 * Only where the number is unmistakable: with its dot (`CN`/`ZL` prefix allowed) or, in the
 * 12-digit form, 13 characters without it. Digits alone (`202010555743`, `201710601`) are a
 * prefix search and never refused. `numberField`: typed in AN=, so any year is taken as meant.
 */
export function applicationNumberCheckProblem(value: string, numberField = false): string | null {
  if (typeof value !== 'string') return null;
  const compact = foldWidth(value).replace(/\s+/g, '').toUpperCase();
  const m =
    /^(?:CN|ZL)?(\d{12}|\d{8})[.。]([0-9X])$/.exec(compact) ??
    /^(?:CN|ZL)?(\d{12})([0-9X])$/.exec(compact);
  if (!m) return null;
  const [, digits, check] = m;
  // A number of no year or patent type the office gives is not read as one (say, a part number).
  if (!plausibleDigits(digits) && !numberField) return null;
  const right = applicationNumberCheckChar(digits);
  if (right === null || right === check || !isValidApplicationNumber(`${digits}.${right}`))
    return null;
  return `申请号 ${digits}.${check} 的校验位应为 ${right}`;
}
