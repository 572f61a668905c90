import { request } from '@umijs/max';
import { isUnwrappedService } from '../requestErrorConfig';
import { BizError } from '../utils/requestErrors';
import type { BodyOf, DataOf, OnePath, OperationAt, PathOf, QueryOf } from './contract';
import { toListParams } from './params';

/**
 * What a caller may pass to a service function. `skipErrorHandler` is for getCurrent and for form
 * submits that put a refusal on the form's fields (docs/architecture.md §3); showType 9 and HTTP 401 still end
 * the session then.
 */
export interface CallOptions {
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  timeout?: number;
}

interface CallInit {
  method: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * The payload of a call. The response interceptor already unwrapped di- and agency-service bodies
 * (docs/spec.md §7); the envelope of every other service is opened here, so pages never see envelopes.
 */
async function callService<T>(url: string, init: CallInit, options?: CallOptions): Promise<T> {
  const body = await request(url, { ...init, ...options });
  return (isUnwrappedService(url) ? body : (body as { data?: unknown })?.data) as T;
}

type GetOperation<P extends PathOf<'get'>> = OperationAt<P, 'get'>;
type PostOperation<P extends PathOf<'post'>> = OperationAt<P, 'post'>;

/** GET a path of the contract with its query (`queryData` travels as one JSON string). */
export function get<P extends PathOf<'get'>>(
  path: OnePath<P>,
  query?: QueryOf<GetOperation<P>>,
  options?: CallOptions,
): Promise<DataOf<GetOperation<P>>> {
  return callService(path, { method: 'GET', params: toListParams(query ?? {}) }, options);
}

/** POST the contract's body to a path. */
export function post<P extends PathOf<'post'>>(
  path: OnePath<P>,
  body: BodyOf<PostOperation<P>>,
  options?: CallOptions,
): Promise<DataOf<PostOperation<P>>> {
  return callService(path, { method: 'POST', data: body }, options);
}

/** The query a GET path of the contract takes (what a list page builds). */
export type Query<P extends PathOf<'get'>> = QueryOf<GetOperation<P>>;

/** The longest id a record has (components.schemas.Id of the contract). */
const MAX_ID_LENGTH = 64;

/**
 * An id taken from a URL, checked before it is sent: one no record can have (blank, or longer
 * than the contract's ids) is answered here as the backend would answer it — NOT_FOUND, silent —
 * so a hostile or mangled link sends nothing.
 */
export function recordId(id: string): string {
  if (id.trim() === '' || Array.from(id).length > MAX_ID_LENGTH)
    throw new BizError({
      success: false,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该记录',
      showType: 0,
    });
  return id;
}
