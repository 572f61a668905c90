// Recognises a patent number typed into the search box, so the page can jump to the patent.

import {
  applicationNumberCheckChar,
  formatApplicationNumber,
  isValidApplicationNumber,
} from '../validators';

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
  const compact = input.replace(/[\s\u3000]+/g, '').toUpperCase();
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
