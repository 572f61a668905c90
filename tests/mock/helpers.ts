// Calls a mock handler with a fake express request/response and returns what it sent.

import { addIsoDays, shanghaiToday } from '../../src/contract/tradeForm';
import type { Handler, MockRequest } from '../../mock/_lib/envelope';
import { issueToken } from '../../mock/_lib/token';
// Every write a test makes goes through the store, on a database in memory, as in the service.
import '../../mock/_lib/store';

/**
 * An envelope as a test reads it: `data` typed as the success payload, the error fields optional,
 * so a test can look at either outcome without narrowing (the contract test checks the real shape).
 */
export interface SentEnvelope<T> {
  success: boolean;
  data: T;
  errorCode?: API.ErrorCode;
  errorMessage?: string;
  showType?: API.ShowType;
}

export interface Sent<T = any> {
  status: number;
  body: SentEnvelope<T>;
  /** Response headers, lower-case names (e.g. x-renewed-token). */
  headers: Record<string, string>;
}

export function call<T = any>(handler: Handler, req: MockRequest = {}): Sent<T> {
  const sent: { status: number; body?: unknown; headers: Record<string, string> } = {
    status: 200,
    headers: {},
  };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    json(body: unknown) {
      // Serialise as express would, so tests see exactly what the app receives.
      sent.body = JSON.parse(JSON.stringify(body));
      return res;
    },
  };
  handler({ query: {}, headers: {}, ...req }, res);
  if (sent.body === undefined) throw new Error('handler sent nothing');
  return sent as Sent<T>;
}

export function authHeader(account: string): Record<string, string> {
  return { authorization: issueToken(account) };
}

export interface SentFile {
  status: number;
  headers: Record<string, string | number>;
  /** The bytes sent with end(), or undefined when the handler answered with json(). */
  file?: Buffer;
  body?: SentEnvelope<unknown>;
}

/** Calls a handler that may send a file (setHeader + end) instead of a JSON envelope. */
export function callFile(handler: Handler, req: MockRequest = {}): SentFile {
  const sent: SentFile = { status: 200, headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = JSON.parse(JSON.stringify(body));
      return res;
    },
    setHeader(name: string, value: string | number) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    end(body: Buffer) {
      sent.file = body;
      return res;
    },
  };
  handler({ query: {}, headers: {}, params: {}, ...req }, res);
  if (sent.file === undefined && sent.body === undefined) throw new Error('handler sent nothing');
  return sent;
}

/**
 * The fastest of a few runs, in milliseconds: the minimum filters out scheduling noise on a busy
 * machine (CI runs builds and browsers beside the tests) while still measuring the code itself.
 */
export function fastestRun(run: () => unknown, runs = 5): number {
  let best = Infinity;
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * A trading item as an administrator sees it before deciding: its id and its version now (a
 * decision names the version it was taken on).
 */
export function seen(id: string): { id: string; version?: number } {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { db } = require('../../mock/_lib/data');
  const item = (db().transactions as API.IpcTransaction[]).find((t) => t.id === id);
  return item ? { id, version: item.version } : { id };
}

/** Approves a pending listing or demand as the administrator (new and edited items await review). */
export function approveAsAdmin<T = API.IpcTransaction>(id: string): T {
  // Required lazily, so helpers stay free of the data set for tests that do not need it.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { approveTransaction } = require('../../mock/_lib/handlers/admin-trading');
  const sent = call<T>(approveTransaction, { headers: authHeader('admin'), body: seen(id) });
  if (!sent.body.success) throw new Error(`approve ${id}: ${sent.body.errorMessage}`);
  return sent.body.data;
}

/** A 1×1 PNG: a whole picture, as an uploaded scan must be. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A valid sale form: an invention patent (type digit 1) in 新能源 that the data set does not hold,
 * offered as 代理/授权出让 with the statement and the 授权书.
 */
export const SELL_FORM = {
  kind: 'sell',
  holderClaim: 'agent',
  proof: PNG_DATA_URL,
  authorization: '受专利权人书面委托代理出让，授权书编号2026-018',
  title: '一种锂离子电池正极材料及其制备方法',
  field: 'XNY',
  transactionType: 'transfer',
  price: 80,
  contactName: '张经理',
  contactPhone: '13912345678',
  description: '高镍三元正极材料专利，已授权，可提供技术资料与技术指导。',
  applicationNumber: 'ZL 201710601862.3',
};

/**
 * The day `days` from today by the real clock, in Asia/Shanghai (`YYYY-MM-DD`): what a demand's
 * deadline is checked against when it is saved (not the data set's fixed TODAY).
 */
export function inDays(days: number): string {
  return addIsoDays(shanghaiToday(), days);
}
