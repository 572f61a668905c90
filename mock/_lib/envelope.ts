// The response envelope `{ success, data, errorCode?, errorMessage?, showType? }` and the handler
// wrapper that turns thrown errors into envelopes with the right HTTP status.

/** The parts of an express request the handlers read. */
export interface MockRequest {
  method?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string | string[] | undefined>;
  /** A new token for the session (renewed, or after a password change): sent back in a header. */
  renewedToken?: string;
  /** The connection's address (express); behind nginx see limits.clientOf. */
  ip?: string;
}

/** The parts of an express response the handlers use. */
export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  setHeader?(name: string, value: string): unknown;
}

/** The header a renewed session token comes back in (the contract's Sessions). */
export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token';

export type Handler = (req: MockRequest, res: MockResponse) => void;

export function ok<T>(data: T): API.Envelope<T> {
  return { success: true, data };
}

export function fail(
  errorMessage: string,
  errorCode: API.ErrorCode = 'BAD_REQUEST',
  showType: API.ShowType = 2,
): API.ErrorEnvelope {
  return { success: false, data: null, errorCode, errorMessage, showType };
}

/** An expected failure: bad input, missing record, no session. Becomes an envelope, not a crash. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: API.ErrorCode = 'BAD_REQUEST',
    readonly status = 200,
    readonly showType: API.ShowType = 2,
    /** Sent as the envelope's `data`, e.g. where in a search expression the error is. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(message, 'BAD_REQUEST');
}

/** Bad input in one field: `data.field` lets the form show the message at that field. */
export function fieldError(field: string, message: string): ApiError {
  const data: API.FieldErrorData = { field };
  return new ApiError(message, 'BAD_REQUEST', 200, 2, data);
}

/** Runs a check and puts a refusal that names no field on `field`. */
export function atField<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ApiError && error.data === null) throw fieldError(field, error.message);
    throw error;
  }
}

/**
 * The record a user's action names does not exist (any more): worth a message (showType 2),
 * unlike a lookup's NOT_FOUND.
 */
export function targetNotFound(message: string): ApiError {
  return new ApiError(message, 'TARGET_NOT_FOUND');
}

/**
 * A record that does not exist. Silent (showType 0): the page that asked for it shows the absence
 * in place, with a way on, so a message on top would say the same thing twice.
 */
export function notFound(message: string): ApiError {
  return new ApiError(message, 'NOT_FOUND', 200, 0);
}

export const SESSION_EXPIRED_MESSAGE = '登录状态已失效，请重新登录';
export const LOGIN_REQUIRED_MESSAGE = '请先登录后再操作';

/** HTTP 403: the session is fine, but this account may not do this (someone else's record). */
export function forbidden(message: string): ApiError {
  return new ApiError(message, 'FORBIDDEN', 403);
}

/** HTTP 401 with showType 9, so the app sends the user to the login page. */
export function unauthorized(message = SESSION_EXPIRED_MESSAGE): ApiError {
  return new ApiError(message, 'UNAUTHORIZED', 401, 9);
}

const writeListeners: (() => void)[] = [];

/** Called after every request that may have changed what the mock keeps (mock/_lib/store.ts). */
export function onWrite(listener: () => void): void {
  writeListeners.push(listener);
}

/** Says that a request changed what the mock keeps: every POST does; a GET that writes says so. */
export function noteWrite(): void {
  for (const listener of writeListeners) listener();
}

const laterListeners: (() => void)[] = [];

/** Called after a read that changed what the mock keeps in a way that may wait (a view). */
export function onWriteSoon(listener: () => void): void {
  laterListeners.push(listener);
}

/**
 * Says that a read changed what the mock keeps, nothing anyone was told is kept (a view count):
 * the store writes it with the next write or within a second (store.ts).
 */
export function noteWriteSoon(): void {
  for (const listener of laterListeners) listener();
}

/**
 * An answer no cache may keep: one to a signed-in request (what it holds depends on who asks:
 * the user, their lists, contacts shown in full) and one to a write (a login's token, what was
 * saved). A visitor's read is public.
 */
function isPersonal(req: MockRequest): boolean {
  const authorization = req.headers?.authorization;
  return Boolean(authorization) || (req.method ?? 'GET').toUpperCase() !== 'GET';
}

/**
 * Wraps a handler body: its return value is sent as `ok(value)`; an ApiError becomes
 * `fail(...)` with its status (200 for input errors); anything else is HTTP 500.
 */
export function handle<T>(body: (req: MockRequest) => T): Handler {
  return (req, res) => {
    if (isPersonal(req)) res.setHeader?.('Cache-Control', 'no-store');
    // What is kept is written once before the answer: a write's changes, and a session renewed
    // by this request whatever its answer (its new token goes out on a refusal too, as the
    // earlier one soon stops working).
    const keep = (wrote: boolean) => {
      if (wrote || req.renewedToken) noteWrite();
      if (req.renewedToken) res.setHeader?.(RENEWED_TOKEN_HEADER, req.renewedToken);
    };
    try {
      const data = body(req);
      keep(Boolean(req.method && req.method.toUpperCase() !== 'GET'));
      res.status(200).json(ok(data));
    } catch (error) {
      keep(false);
      if (error instanceof ApiError) {
        const retryAfter = (error.data as { retryAfter?: number } | null)?.retryAfter;
        if (error.status === 429 && retryAfter) res.setHeader?.('Retry-After', String(retryAfter));
        const body = fail(error.message, error.errorCode, error.showType);
        res.status(error.status).json({ ...body, data: error.data ?? null });
        return;
      }
      // Keep the stack on the dev server's console; the client only gets the envelope.
      // eslint-disable-next-line no-console
      console.error('[mock]', error);
      res.status(500).json(fail('服务器内部错误', 'INTERNAL_ERROR', 2));
    }
  };
}

/** The request body as an object; anything else (a string, an array, nothing) is an input error. */
export function bodyOf(req: MockRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('请求内容格式不正确');
  }
  return body as Record<string, unknown>;
}
