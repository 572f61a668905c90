// What each kind of message form asks for, checked the same way by the form and by the mock.

import {
  emailProblem,
  mobileProblem,
  optionalTextProblem,
  PERSON_NAME_LIMITS,
  personNameProblem,
  textProblem,
} from './fieldRules';
import { reservedNameProblem } from './verification';
import {
  hiddenCharacterProblem,
  isCalendarDay,
  isValidEmail,
  isValidLandline,
  isValidMobile,
} from './validators';

export const PURPOSE_LABELS: Record<API.MessagePurpose, string> = {
  message: '留言',
  consult: '咨询',
  financing: '融资申请',
  booking: '服务预约',
};

export const PERIOD_LABELS: Record<API.DayPeriod, string> = {
  morning: '上午（9:00-12:00）',
  afternoon: '下午（13:30-17:30）',
};

export const FINANCING_LIMITS = {
  company: [2, 60],
  /** 万元 */
  amount: [1, 100_000],
  /** Months. */
  termMonths: [1, 120],
} as const;

/** How far ahead a service can be booked, in days. */
export const BOOKING_DAYS_AHEAD = 90;

/** The service hotline, offered beside every form as the way that needs no account. */
export const SERVICE_HOTLINE = '029-8888 6120';
export const SERVICE_HOURS = '工作日 9:00-17:30';

/** Lengths of the fields every message form asks for (characters). */
export const MESSAGE_LIMITS = {
  name: [PERSON_NAME_LIMITS.min, PERSON_NAME_LIMITS.max],
  content: [10, 500],
} as const;

/** An application or a booking names a 联系人 and says what it needs in its own fields. */
export const asksForDetails = (purpose: API.MessagePurpose) =>
  purpose === 'financing' || purpose === 'booking';

/** What the form calls the sender's name and text, by purpose (the backend says the same). */
export function messageLabels(purpose: API.MessagePurpose) {
  return {
    name: asksForDetails(purpose) ? '联系人' : '姓名',
    content: asksForDetails(purpose) ? '补充说明' : purpose === 'consult' ? '咨询内容' : '留言内容',
  };
}

/** The sender's own fields, checked alike by the form and by the backend. */
export function senderFieldChecks(purpose: API.MessagePurpose) {
  const labels = messageLabels(purpose);
  return {
    name: (value: unknown) =>
      personNameProblem(value, labels.name) ?? reservedNameProblem(value, labels.name),
    mobile: (value: unknown) => mobileProblem(value),
    email: (value: unknown) => emailProblem(value),
    // Words are optional where the form's own fields say what is needed.
    content: (value: unknown) =>
      asksForDetails(purpose)
        ? optionalTextProblem(value, labels.content, MESSAGE_LIMITS.content[1])
        : textProblem(value, labels.content, ...MESSAGE_LIMITS.content),
  };
}

/** A reply or a follow-up in a thread: 2–500 characters. */
export const REPLY_LIMITS = { min: 2, max: 500 } as const;

/**
 * The posts a thread holds after its opening message, every side's together: a conversation
 * longer than this goes on in a new message (and no list answer grows without bound).
 */
export const THREAD_MAX_POSTS = 100;

export const THREAD_FULL_MESSAGE = `这条留言的往来已达 ${THREAD_MAX_POSTS} 条，不能再回复；如需继续沟通，请重新留言`;

/** Why a reply (回复内容) or a follow-up (追问内容) cannot be posted, or null. */
export const replyProblem = (value: unknown, label: string): string | null =>
  textProblem(value, label, REPLY_LIMITS.min, REPLY_LIMITS.max);

export interface FieldProblem {
  field: keyof API.LeaveMessageParams;
  message: string;
}

/** A product's own bounds (万元, months), when the application is for one. */
export interface FinancingBounds {
  amountMin: number;
  amountMax: number;
  termMonthsMin: number;
  termMonthsMax: number;
}

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function companyProblem(value?: string): FieldProblem | undefined {
  const message = textProblem(value, '申请企业名称', ...FINANCING_LIMITS.company);
  return message ? { field: 'company', message } : undefined;
}

function amountProblem(amount: unknown, bounds?: FinancingBounds): FieldProblem | undefined {
  const [aMin, aMax] = bounds ? [bounds.amountMin, bounds.amountMax] : FINANCING_LIMITS.amount;
  if (!isWhole(amount)) return { field: 'amount', message: '请输入申请金额' };
  if (amount < aMin || amount > aMax)
    return {
      field: 'amount',
      message: bounds
        ? `该产品的贷款额度为 ${aMin}-${aMax} 万元`
        : `申请金额为 ${aMin}-${aMax} 万元`,
    };
  return undefined;
}

function termProblem(termMonths: unknown, bounds?: FinancingBounds): FieldProblem | undefined {
  const [tMin, tMax] = bounds
    ? [bounds.termMonthsMin, bounds.termMonthsMax]
    : FINANCING_LIMITS.termMonths;
  if (!isWhole(termMonths) || !Number.isInteger(termMonths))
    return { field: 'termMonths', message: '请输入贷款期限（月）' };
  if (termMonths < tMin || termMonths > tMax)
    return {
      field: 'termMonths',
      message: bounds
        ? `该产品的贷款期限为 ${tMin}-${tMax} 个月`
        : `贷款期限为 ${tMin}-${tMax} 个月`,
    };
  return undefined;
}

/** Every problem of a financing application, one per field at most; empty when it can be sent. */
export function financingProblems(
  values: Pick<API.LeaveMessageParams, 'company' | 'amount' | 'termMonths'>,
  bounds?: FinancingBounds,
): FieldProblem[] {
  return [
    companyProblem(values.company),
    amountProblem(values.amount, bounds),
    termProblem(values.termMonths, bounds),
  ].filter((problem): problem is FieldProblem => problem !== undefined);
}

/** The consent a financing application needs: its contents go to the product's institution. */
export function consentProblem(consent: unknown): FieldProblem | undefined {
  return consent === true
    ? undefined
    : { field: 'consent', message: '请阅读并同意将申请信息提供给该金融机构' };
}

/** The first problem of a financing application, or undefined when it can be sent. */
export function financingProblem(
  values: Pick<API.LeaveMessageParams, 'company' | 'amount' | 'termMonths'>,
  bounds?: FinancingBounds,
): FieldProblem | undefined {
  return financingProblems(values, bounds)[0];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a day in local time. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a booking may ask for: from tomorrow to BOOKING_DAYS_AHEAD days on. */
export function bookingWindow(today: Date = new Date()): { first: string; last: string } {
  const day = (offset: number) =>
    isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  return { first: day(1), last: day(BOOKING_DAYS_AHEAD) };
}

/** Every problem of a booking, one per field at most; empty when it can be sent. */
export function bookingProblems(
  values: Pick<API.LeaveMessageParams, 'preferredDate' | 'preferredPeriod'>,
  today: Date = new Date(),
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const date = values.preferredDate ?? '';
  const { first, last } = bookingWindow(today);
  if (!isCalendarDay(date)) problems.push({ field: 'preferredDate', message: '请选择预约日期' });
  else if (date < first || date > last)
    problems.push({ field: 'preferredDate', message: `可预约 ${first} 至 ${last} 之间的日期` });
  if (values.preferredPeriod !== 'morning' && values.preferredPeriod !== 'afternoon')
    problems.push({ field: 'preferredPeriod', message: '请选择上午或下午' });
  return problems;
}

/** The first problem of a booking, or undefined when it can be sent. */
export function bookingProblem(
  values: Pick<API.LeaveMessageParams, 'preferredDate' | 'preferredPeriod'>,
  today: Date = new Date(),
): FieldProblem | undefined {
  return bookingProblems(values, today)[0];
}

// ------------------------------------------------------------------- forwarding (admin/leaveMessage/forward)

/** The longest note an administrator keeps with a forwarding. */
export const FORWARD_NOTE_MAX = 200;

/** How the organisation is reached: by e-mail or by phone (mobile or landline). */
export type ForwardContactKind = 'email' | 'phone';

/** Whether `to` is an e-mail address or a phone number; undefined when it is neither. */
export function forwardContactKind(to: string): ForwardContactKind | undefined {
  if (isValidEmail(to)) return 'email';
  if (isValidMobile(to) || isValidLandline(to)) return 'phone';
  return undefined;
}

/** Why the organisation's contact cannot be used, or undefined when it can. */
export function forwardContactProblem(to: unknown): string | undefined {
  const text = typeof to === 'string' ? to.trim() : '';
  if (!text) return '请填写对方的联系方式';
  if (!forwardContactKind(text)) return '请填写正确的邮箱、手机号码或固定电话（如 029-88886120）';
  return undefined;
}

/** Why the note cannot be kept, or undefined (it is optional). */
export function forwardNoteProblem(note: unknown): string | undefined {
  if (note === undefined || note === null) return undefined;
  if (typeof note !== 'string') return '备注格式不正确';
  if (Array.from(note.trim()).length > FORWARD_NOTE_MAX)
    return `备注不能超过${FORWARD_NOTE_MAX}个字`;
  return hiddenCharacterProblem(note, '备注') ?? undefined;
}

/** Two spellings of one contact (case, spaces and dashes aside) are the same contact. */
export function sameContact(a: string, b: string): boolean {
  const plain = (text: string) => text.trim().toLowerCase().replace(/[\s-]/g, '');
  return plain(a) === plain(b);
}

/** The post the sender reads in the thread once the platform forwarded the message. */
export function forwardPostText(toName: string, to: string): string {
  const label = forwardContactKind(to) === 'email' ? '联系邮箱' : '联系电话';
  return `您的留言已转交${toName}（${label} ${to}），对方将直接与您联系。`;
}
