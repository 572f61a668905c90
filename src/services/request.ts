import { request } from '@umijs/max';
import { isUnwrappedService } from '../requestErrorConfig';
import yieldToMain, { afterNextPaint } from '../utils/yieldToMain';

/**
 * What a caller may pass to a service function. `skipErrorHandler` is for getCurrent and for form
 * submits that put a refusal on the form's fields (DESIGN §3); showType 9 and HTTP 401 still end
 * the session then.
 */
export interface CallOptions {
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  /** Goes out at once: the first render waits for it (the first user lookup). */
  urgent?: boolean;
}

interface CallInit {
  method: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * The payload of a call. The response interceptor already unwrapped di- and agency-service bodies
 * (SPEC §7); the envelope of every other service is opened here, so pages never see envelopes.
 */
export async function callService<T>(url: string, init: CallInit, options?: CallOptions) {
  const { urgent, ...requestOptions } = options ?? {};
  // Requests started together (a page's first render) are set up one task each, after the paint
  // of what that render drew.
  await (urgent ? yieldToMain() : afterNextPaint());
  const body = await request(url, { ...init, ...requestOptions });
  return (isUnwrappedService(url) ? body : (body as API.Envelope<T>)?.data) as T;
}

export function get<T>(url: string, params?: Record<string, unknown>, options?: CallOptions) {
  return callService<T>(url, { method: 'GET', params }, options);
}

export function post<T>(url: string, data: unknown, options?: CallOptions) {
  return callService<T>(url, { method: 'POST', data }, options);
}
