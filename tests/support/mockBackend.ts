// The mock backend in-process: a request carried straight to the handler its route names, as the
// mock service (deploy/mock/server.js) would, without a socket. The contract test checks the mock
// through it; page tests answer the app's calls with it.
import { routes as agencyRoutes } from '../../mock/agency';
import { routes as authRoutes } from '../../mock/auth';
import { routes as dataRoutes } from '../../mock/data';
import { routes as navRoutes } from '../../mock/nav';
import { routes as websiteRoutes } from '../../mock/website';
import type { Handler } from '../../mock/_lib/envelope';

/** Every route of the mock, `METHOD /path/:param` → handler. */
export const MOCK_ROUTE_TABLE: Record<string, Handler> = {
  ...authRoutes,
  ...websiteRoutes,
  ...dataRoutes,
  ...navRoutes,
  ...agencyRoutes,
};

const MOCK_ROUTES = Object.entries(MOCK_ROUTE_TABLE).map(([key, handler]) => {
  const [method, path] = key.split(' ');
  const names: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
  );
  return { method, pattern, names, handler };
});

export interface MockReply {
  status: number;
  contentType: string;
  /** JSON text, or the bytes of a file as latin1. */
  body: string;
  /** Headers the handler set, lower-case names. */
  headers: Record<string, string>;
}

/** Answers one request as the mock service would (404 for a path it does not serve). */
export function sendToMock(request: {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}): MockReply {
  const url = new URL(request.url, 'http://mock.invalid');
  const method = request.method.toUpperCase();
  const query = Object.fromEntries(url.searchParams);
  const reply: MockReply = { status: 200, contentType: '', body: '', headers: {} };
  for (const route of MOCK_ROUTES) {
    const match = route.method === method && route.pattern.exec(decodeURI(url.pathname));
    if (!match) continue;
    const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]]));
    const res = {
      status(code: number) {
        reply.status = code;
        return res;
      },
      json(body: unknown) {
        reply.contentType = 'application/json; charset=utf-8';
        reply.body = JSON.stringify(body);
        return res;
      },
      setHeader(name: string, value: string) {
        reply.headers[name.toLowerCase()] = String(value);
        if (name.toLowerCase() === 'content-type') reply.contentType = value;
        return res;
      },
      end(bytes: Buffer) {
        reply.body = bytes.toString('latin1');
        return res;
      },
    };
    route.handler(
      { method, query, params, headers: request.headers ?? {}, body: request.body },
      res,
    );
    return reply;
  }
  return {
    status: 404,
    contentType: 'application/json',
    body: '{"success":false}',
    headers: {},
  };
}
