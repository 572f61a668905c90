// The mock backend follows the contract (api/openapi.yaml): it serves exactly the document's
// operations, every example answers as documented for each caller — strictly, with nothing the
// document does not define — and bad input is refused with a documented envelope.

import { loadContract } from '../../api/tools/contract';
import { run } from '../../api/tools/contract-check';
import { resetDb } from '../../mock/_lib/data';
import { MOCK_ROUTE_TABLE, sendToMock, type MockReply as Reply } from '../support/mockBackend';
import { resetCodes } from '../../mock/_lib/sms';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';

const contract = loadContract();

const ROUTES = MOCK_ROUTE_TABLE;

/** `GET /a/:id` → `get /a/{id}`: the mock's route keys in the document's spelling. */
const documented = (key: string) => {
  const [method, path] = key.split(' ');
  return `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
};

/** Carries a request straight to the mock handler its route names, as the mock service would. */
async function send(
  request: { method: string; url: string; body?: unknown },
  token: string | undefined,
): Promise<Reply> {
  return sendToMock({ ...request, headers: token ? { authorization: token } : {} });
}

const ROLES = {
  account: { login: { account: 'demo', password: 'Demo@2026' } },
  admin: { login: { account: 'admin', password: 'Admin@2026' } },
  other: { login: { account: 'buyer', password: 'Buyer@2026' } },
};

/** A session token of a demo account, signed in through the contract's login. */
async function tokenOf(account: 'demo' | 'admin'): Promise<string> {
  const password = account === 'demo' ? 'Demo@2026' : 'Admin@2026';
  const reply = await send(
    { method: 'post', url: '/api/login', body: { type: 'account', account, password } },
    undefined,
  );
  return JSON.parse(reply.body).data.token;
}

beforeEach(() => {
  resetDb();
  resetUsers();
  resetCodes();
  resetLimits();
});

describe('the mock serves the contract', () => {
  it('has exactly the document’s operations', () => {
    const inDocument = contract.operations.map((op) => `${op.method} ${op.path}`).sort();
    expect(Object.keys(ROUTES).map(documented).sort()).toEqual(inDocument);
  });

  it('answers every example as documented, for each caller, with nothing undocumented', async () => {
    const rows = await run(contract, { roles: ROLES, write: true, strict: true }, send);
    const failed = rows.filter((row) => row.result !== 'ok');
    expect(failed).toEqual([]);
    // visitor, account, admin and other-account checks all ran
    expect(new Set(rows.map((row) => row.check))).toEqual(
      new Set(['visitor', 'account', 'admin', 'other']),
    );
    expect(rows.length).toBeGreaterThan(contract.operations.length);
  });

  it('answers a change based on an older version with the documented 409', async () => {
    const token = await tokenOf('demo');
    const entry = contract.operations.find((op) => op.operationId === 'saveIpcTransaction')!;
    const example = contract.exampleRequest(entry);
    const created = JSON.parse((await send({ method: 'post', ...example }, token)).body).data;
    const change = { ...(example.body as object), id: created.id, budgetMax: 90 };
    const first = await send(
      { method: 'post', url: example.url, body: { ...change, version: 1 } },
      token,
    );
    expect(contract.checkResponse(entry, first, { strict: true })).toEqual([]);
    expect(JSON.parse(first.body).data.version).toBe(2);

    const stale = await send(
      { method: 'post', url: example.url, body: { ...change, version: 1 } },
      token,
    );
    expect(stale.status).toBe(409);
    expect(contract.checkResponse(entry, stale, { strict: true })).toEqual([]);
    expect(JSON.parse(stale.body)).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      data: { currentVersion: 2, current: { id: created.id, version: 2 } },
    });
    // The document itself accepts the request a conforming portal sends.
    expect(
      contract.checkRequest({ method: 'post', url: example.url, body: { ...change, version: 2 } })
        .problems,
    ).toEqual([]);
  });

  it('refuses bad input with a documented envelope', async () => {
    const tokens = { demo: await tokenOf('demo'), admin: await tokenOf('admin') };
    const problems: string[] = [];
    let tried = 0;
    for (const entry of contract.operations) {
      if (entry.operation['x-opened-by'] === 'browser') continue;
      const token = entry.access === 'admin' ? tokens.admin : tokens.demo;
      const example = contract.exampleRequest(entry);
      const parameters = (entry.operation.parameters ?? []) as {
        name?: string;
        in?: string;
        required?: boolean;
        $ref?: string;
      }[];
      const cases: { what: string; url: string; body?: unknown }[] = [];
      const withQuery = (change: (query: URLSearchParams) => void) => {
        const query = new URLSearchParams(example.query);
        change(query);
        return `${example.path}?${query}`;
      };
      for (const parameter of parameters) {
        if (parameter.in === 'query' && parameter.required && parameter.name) {
          const name = parameter.name;
          cases.push({ what: `no ${name}`, url: withQuery((q) => q.delete(name)) });
        }
        if (parameter.name === 'queryData')
          cases.push({
            what: 'queryData not JSON',
            url: withQuery((q) => q.set('queryData', '{')),
          });
      }
      if (parameters.some((p) => p.$ref?.endsWith('/page'))) {
        cases.push({ what: 'page -1', url: withQuery((q) => q.set('page', '-1')) });
        cases.push({ what: 'unknown sort', url: withQuery((q) => q.set('sort', 'nothing desc')) });
      }
      if (entry.method === 'post' && example.body && Object.keys(example.body).length > 0)
        cases.push({ what: 'body not an object', url: example.url, body: '不是对象' });

      for (const bad of cases) {
        tried += 1;
        const reply = await send({ method: entry.method, url: bad.url, body: bad.body }, token);
        const found = contract.checkResponse(entry, reply, { strict: true });
        const refused = JSON.parse(reply.body).success === false;
        if (found.length || !refused)
          problems.push(
            `${entry.operationId} (${bad.what}): ${refused ? found.join('; ') : 'accepted'}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThan(contract.operations.length);
  });
});
