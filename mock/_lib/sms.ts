// SMS verification codes in memory: one code per mobile, resend after 60 s, valid for 5 minutes.

import { badRequest } from './envelope';
import { tooManyAttempts } from './limits';

export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_MS = 5 * 60_000;
/** `bind`: a signed-in user's new mobile number (POST /api/changeMobile). */
export const SMS_SCENES = ['login', 'register', 'forget', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

interface SentCode {
  code: string;
  scene: SmsScene;
  sentAt: number;
  /** Wrong tries so far: the code dies at MAX_WRONG_TRIES. */
  wrongTries: number;
  /**
   * Made but not sent: the number has no account for this scene (login, forget). It is kept so
   * the number is answered exactly as a registered one — the same resend wait, the same limits,
   * the same refusals — and no code works for it.
   */
  undelivered?: boolean;
}

/** The one answer to a code that does not work, whatever the reason (wrong, expired, never sent). */
export const CODE_FAILED_MESSAGE = '验证码错误或已失效';

/** Wrong tries a code survives: 6 digits cannot be guessed in 5. */
export const MAX_WRONG_TRIES = 5;

const codes = new Map<string, SentCode>();

export function parseScene(value: unknown, fallback: SmsScene = 'login'): SmsScene {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (SMS_SCENES as readonly string[]).includes(value))
    return value as SmsScene;
  throw badRequest('验证码用途不正确');
}

/**
 * Sends (that is, makes) a new 6-digit code; refuses while the previous one is under 60 s old.
 * `deliver: false` makes one that is not sent and never works (a number without an account),
 * with the same wait after it.
 */
export function sendCode(
  mobile: string,
  scene: SmsScene,
  now: number = Date.now(),
  { deliver = true }: { deliver?: boolean } = {},
): string {
  const previous = codes.get(mobile);
  if (previous) {
    const wait = previous.sentAt + SMS_RESEND_SECONDS * 1000 - now;
    if (wait > 0) throw tooManyAttempts('请在{seconds}秒后重新获取验证码', wait);
  }
  const code = String(Math.floor(100000 + Math.random() * 900000));
  codes.set(mobile, { code, scene, sentAt: now, wrongTries: 0, undelivered: !deliver });
  return code;
}

/** Checks and spends a code; a code only works for the scene it was sent for. */
export function consumeCode(
  mobile: string,
  code: unknown,
  scene: SmsScene,
  now: number = Date.now(),
): void {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim()))
    throw badRequest('请输入6位数字验证码');
  const sent = codes.get(mobile);
  if (!sent || sent.scene !== scene || now - sent.sentAt > SMS_VALID_MS)
    throw badRequest(CODE_FAILED_MESSAGE);
  // A code that was never sent is wrong whatever is typed, and counts tries like any other.
  if (sent.undelivered || sent.code !== code.trim()) {
    sent.wrongTries += 1;
    if (sent.wrongTries < MAX_WRONG_TRIES) throw badRequest(CODE_FAILED_MESSAGE);
    // Guessing on would get there in the end: this code is gone, a new one must be asked for.
    codes.delete(mobile);
    throw badRequest('验证码错误次数过多，请重新获取');
  }
  codes.delete(mobile);
}

/**
 * Demo mode (IPR_DEMO_MODE=1): no SMS is really sent, so the code comes back in the answer for
 * the page to show. On for `npm start` and `npm run preview`; off unless an operator sets it for
 * the mock service, the local stack and the container — there, a code in the answer would let
 * anyone log in as any mobile or reset its password.
 */
export function demoMode(): boolean {
  return /^(1|true|yes|on)$/i.test(process.env.IPR_DEMO_MODE?.trim() ?? '');
}

export function resetCodes(): void {
  codes.clear();
}
