// Types of the calls, read off the contract (api/openapi.yaml → api.generated.ts): a service names
// the path it calls, and its query, body and payload types follow from the document, so a path the
// document does not have, or a shape it does not define, does not compile.

import type { paths } from './api.generated';

type Method = 'get' | 'post';

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;

/**
 * `P` when it is one path, never for a union: a path built from a plain `string` would otherwise
 * match every operation and type the answer as any of them.
 */
export type OnePath<P> = [P] extends [UnionToIntersection<P>] ? P : never;

/** The paths that have an operation for `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

export type OperationAt<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The `data` of the operation's success envelope: what a service resolves with. */
export type DataOf<Op> = Op extends { responses: { 200: infer R } }
  ? Extract<JsonOf<R>, { success: true }> extends { data: infer D }
    ? D
    : never
  : never;

/** The operation's query parameters, `queryData` as the object it encodes. */
export type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? never
    : NonNullable<Q>
  : never;

/** The operation's JSON request body. */
export type BodyOf<Op> = Op extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
