import type { AxiosResponse, RequestConfig, RequestOptions } from '@umijs/max';
import { AUTH_KEY, UNWRAPPED_PREFIXES } from './constants';
import { feedback as antdFeedback, type Feedback } from './utils/feedback';
import {
  type AnyError,
  BizError,
  describeTransportError,
  endsSession,
  errorMessageOf,
  ErrorShowType,
  isBizError,
  isEnvelope,
  MalformedResponseError,
  type ReceivedEnvelope,
} from './utils/requestErrors';

export interface RequestLayerDeps {
  /**
   * Called for showType 9 and HTTP 401, even on calls that skip the handler: the app forgets the
   * token, cookies and user, and sends the user to login with a way back.
   */
  endSession: () => void;
  /** How messages are shown; antd's, loaded on first use, unless a test passes its own. */
  feedback?: Feedback;
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

/** True for services whose successful envelopes are handed to callers as their `data`. */
export function isUnwrappedService(url: string | undefined): boolean {
  const path = pathOf(url);
  return UNWRAPPED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Adds the stored token to every call. */
export function attachAuthorization(config: RequestOptions): RequestOptions {
  const token = window.localStorage.getItem(AUTH_KEY);
  if (!token) return config;
  return { ...config, headers: { ...config.headers, [AUTH_KEY]: token } };
}

/** The header a backend sends a session's new token in (renewed, or after a password change). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/**
 * Keeps the session's new token when an answer carries one, so a session in use goes on past its
 * token's life and the account that changed its password stays signed in. A browser that holds no
 * token (signed out meanwhile) is not signed in by it.
 */
export function keepRenewedToken(response: AxiosResponse): AxiosResponse {
  const renewed = response.headers?.[RENEWED_TOKEN_HEADER];
  if (typeof renewed === 'string' && renewed && window.localStorage.getItem(AUTH_KEY))
    window.localStorage.setItem(AUTH_KEY, renewed);
  return response;
}

/**
 * The same for a refused answer (HTTP 4xx/5xx): the session was renewed all the same, and its
 * earlier token works only for a short while after.
 */
export function keepRenewedTokenOfFailure(error: Error): Promise<never> {
  const { response } = error as Error & { response?: AxiosResponse };
  if (response) keepRenewedToken(response);
  return Promise.reject(error);
}

/**
 * Checks that every service answered with an envelope, and unwraps di- and agency-service ones.
 * Failures stay wrapped: the request plugin's errorThrower runs after this interceptor and must
 * still see `success: false`.
 */
export function unwrapServiceResponse(response: AxiosResponse): AxiosResponse {
  const body = response.data;
  if (!isEnvelope(body)) throw new MalformedResponseError();
  if (isUnwrappedService(response.config?.url) && body.success !== false) {
    return { ...response, data: body.data };
  }
  return response;
}

export function throwBizError(body: ReceivedEnvelope): void {
  if (body && body.success === false) throw new BizError(body);
}

function showBizError(error: BizError, show: Feedback): void {
  const description = error.message;
  switch (error.showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      show.warning(description);
      return;
    case ErrorShowType.NOTIFICATION:
      show.notify(error.errorCode || '提示', description);
      return;
    case ErrorShowType.REDIRECT:
      show.warning(description);
      return;
    case ErrorShowType.ERROR_MESSAGE:
    default:
      show.error(description);
  }
}

/**
 * The one place that decides what a failure shows (docs/architecture.md §3). Callers that skip the handler get
 * the error back untouched, except that an ended session is ended for them too.
 */
export function handleRequestError(
  error: AnyError,
  opts: RequestOptions | undefined,
  deps: RequestLayerDeps,
): void {
  const sessionOver = endsSession(error);
  if (opts?.skipErrorHandler) {
    if (sessionOver) deps.endSession();
    throw error;
  }
  const show = deps.feedback ?? antdFeedback;
  if (isBizError(error)) showBizError(error, show);
  else if (sessionOver) show.warning(describeTransportError(error));
  else show.error(errorMessageOf(error));
  if (sessionOver) deps.endSession();
}

/** The runtime `request` config of app.tsx. */
export function createRequestConfig(deps: RequestLayerDeps): RequestConfig {
  return {
    timeout: 30_000,
    errorConfig: {
      errorThrower: throwBizError,
      errorHandler: (error, opts) => handleRequestError(error as AnyError, opts, deps),
    },
    requestInterceptors: [attachAuthorization],
    responseInterceptors: [[keepRenewedToken, keepRenewedTokenOfFailure], unwrapServiceResponse],
  };
}
