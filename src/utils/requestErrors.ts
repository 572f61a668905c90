// What a failed call says, read the same way by the request layer (requestErrorConfig.ts) and by
// the forms and pages that show a refusal at a field or inline: the envelope's error classes and
// the readers of a failure (its message, field, retry time, version conflict, not-found, session end).

/** How a business error is shown (docs/spec.md §8). */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 3,
  REDIRECT = 9,
}

/**
 * An envelope as it arrives, before anything about it is trusted: the contract's ErrorEnvelope
 * (api/openapi.yaml) describes what a conforming backend sends, but a failure must be shown
 * sensibly whatever code, message or showType a backend puts in it.
 */
export interface ReceivedEnvelope {
  success?: boolean;
  data?: unknown;
  errorCode?: string;
  errorMessage?: string;
  showType?: number;
}

/** A `success: false` envelope, thrown so callers can catch it like any other failure. */
export class BizError extends Error {
  readonly errorCode?: string;
  readonly showType: ErrorShowType;
  readonly data: unknown;

  constructor(envelope: ReceivedEnvelope) {
    super(envelope.errorMessage || '请求未成功，请稍后重试');
    this.name = 'BizError';
    this.errorCode = envelope.errorCode;
    this.showType = (envelope.showType ?? ErrorShowType.ERROR_MESSAGE) as ErrorShowType;
    this.data = envelope.data;
  }
}

export function isEnvelope(body: unknown): body is ReceivedEnvelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** A service answered with something that is not an envelope (an HTML error page, plain text). */
export class MalformedResponseError extends Error {
  constructor() {
    super('服务返回的数据无法识别，请稍后重试');
    this.name = 'MalformedResponseError';
  }
}

const HTTP_STATUS_TEXT: Record<number, string> = {
  400: '请求参数有误',
  401: '登录状态已失效，请重新登录',
  403: '没有权限访问该资源',
  404: '请求的资源不存在',
  408: '请求超时',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂时不可用',
  504: '网关超时',
};

/** A readable Chinese message for an HTTP or network failure. */
export function describeTransportError(error: {
  response?: { status: number; data?: unknown };
  request?: unknown;
  code?: string;
}): string {
  // A connection that never answered reaches axios as status 0: a network failure, not an HTTP one.
  if (error.response && error.response.status) {
    const { status, data } = error.response;
    const fromBody = isEnvelope(data) ? data.errorMessage : undefined;
    return fromBody || `${HTTP_STATUS_TEXT[status] ?? '请求失败'}（${status}）`;
  }
  if (error.code === 'ECONNABORTED') return '请求超时，请检查网络后重试';
  if (error.request || error.response) return '网络异常，无法连接服务器，请检查网络后重试';
  return '请求出错，请稍后重试';
}

export type AnyError = Error & {
  response?: { status: number; data?: unknown };
  request?: unknown;
  code?: string;
};

export function isBizError(error: unknown): error is BizError {
  return error instanceof BizError || (error as Error)?.name === 'BizError';
}

/** True for a failure that means the session is over: showType 9 or HTTP 401. */
export function endsSession(error: unknown): boolean {
  if (isBizError(error)) return error.showType === ErrorShowType.REDIRECT;
  return (error as AnyError)?.response?.status === 401;
}

/** True when the backend says the record asked for does not exist (errorCode NOT_FOUND). */
export function isNotFound(error: unknown): boolean {
  return isBizError(error) && error.errorCode === 'NOT_FOUND';
}

/** The message to show for any failed call, business or transport. */
export function errorMessageOf(error: unknown): string {
  if (isBizError(error) || error instanceof MalformedResponseError) return error.message;
  const transport = error as Parameters<typeof describeTransportError>[0];
  if (transport && (transport.response || transport.request))
    return describeTransportError(transport);
  return (error as Error)?.message || '请求出错，请稍后重试';
}

/**
 * The seconds a refused caller must wait (HTTP 429 TOO_MANY_ATTEMPTS): the Retry-After header,
 * else the envelope's `data.retryAfter`; undefined for any other failure.
 */
export function retryAfterOf(error: unknown): number | undefined {
  const failure = error as AnyError & { response?: { headers?: Record<string, unknown> } };
  const envelope = isBizError(error)
    ? error.data
    : isEnvelope(failure?.response?.data)
      ? failure.response.data.data
      : undefined;
  const candidates = [
    failure?.response?.headers?.['retry-after'],
    (envelope as Partial<API.RetryData> | null | undefined)?.retryAfter,
  ];
  for (const candidate of candidates) {
    if (candidate === '' || candidate === null || candidate === undefined) continue;
    // Retry-After is seconds, or an HTTP date (RFC 9110 §10.2.3).
    const seconds = /^\s*\d+(\.\d+)?\s*$/.test(String(candidate))
      ? Number(candidate)
      : (Date.parse(String(candidate)) - Date.now()) / 1000;
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return undefined;
}

/** The `{ currentVersion, current }` of a VERSION_CONFLICT refusal, when both are there. */
export function conflictOf<C extends { currentVersion: number; current: object }>(
  error: unknown,
): C | undefined {
  const failure = error as AnyError;
  const envelope: ReceivedEnvelope | undefined = isBizError(error)
    ? { errorCode: error.errorCode, data: error.data }
    : isEnvelope(failure?.response?.data)
      ? failure.response.data
      : undefined;
  if (envelope?.errorCode !== 'VERSION_CONFLICT') return undefined;
  const data = envelope.data as Partial<C> | null | undefined;
  const version = data?.currentVersion;
  const current = data?.current;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return undefined;
  if (!current || typeof current !== 'object') return undefined;
  return { currentVersion: version, current } as C;
}

/**
 * The item as it is now, when a change was refused because it was based on an older version of
 * it (HTTP 409 VERSION_CONFLICT, or the same envelope under another status); undefined for any
 * other failure, or one whose `data` does not hold an item with its version.
 */
export function versionConflictOf(error: unknown): API.VersionConflictData | undefined {
  const conflict = conflictOf<API.VersionConflictData>(error);
  if (typeof conflict?.current.id !== 'string') return undefined;
  const { currentVersion, current } = conflict;
  return {
    currentVersion,
    current: { ...current, version: currentVersion },
  };
}

/** The form field a refusal is about (`data.field` of the envelope), if the backend named one. */
export function errorFieldOf(error: unknown): string | undefined {
  if (!isBizError(error)) return undefined;
  const field = (error.data as Partial<API.FieldErrorData> | null)?.field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}
