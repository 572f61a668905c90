/** @jest-environment node */
// The contract library (api/tools/contract.js) on the fixture document, which uses every
// convention of api/openapi.yaml.
import path from 'node:path';
import { createContract, loadContract } from '../../api/tools/contract';

const FIXTURE = path.join(__dirname, 'fixtures', 'openapi.yaml');
const contract = loadContract(FIXTURE);

const json = 'application/json';

function failure(errorCode: string, showType: number) {
  return { success: false, data: null, errorCode, errorMessage: '出错了', showType };
}

describe('the document read', () => {
  it('lists each operation with its conventions', () => {
    expect(contract.operations).toHaveLength(16);
    expect(contract.operations.find((op) => op.operationId === 'findDictItems')).toMatchObject({
      method: 'get',
      path: '/ipr-website-service/api/front/dictItem/find',
      tag: 'ipr-website-service',
      access: 'visitor',
      origin: 'spec',
      errorCodes: ['BAD_REQUEST', 'INTERNAL_ERROR'],
      unwrapped: true,
    });
    expect(contract.operations.find((op) => op.operationId === 'saveNavReport')).toMatchObject({
      method: 'post',
      access: 'owner',
      origin: 'portal',
      unwrapped: false,
    });
  });

  it('reads the error catalogue', () => {
    expect(contract.catalogue.size).toBe(10);
    expect(contract.catalogue.get('UNAUTHORIZED')).toEqual({
      status: 401,
      showType: 9,
      title: 'No session',
      description: 'Sign in first; the session has ended.',
    });
    expect(contract.catalogue.get('NOT_FOUND')).toMatchObject({ status: 200, showType: 0 });
  });
});

describe('match', () => {
  it('fills path templates, and prefers a literal path to a template', () => {
    const pdf = contract.match('GET', '/ipr-nav-service/api/front/navReport/pdf/nr-001');
    expect(pdf?.operationId).toBe('navReportPdf');
    expect(contract.match('get', '/ipr-nav-service/api/front/navReport/nr-002')?.operationId).toBe(
      'navReport',
    );
    expect(contract.match('get', '/ipr-nav-service/api/front/navReport/latest')?.operationId).toBe(
      'latestNavReport',
    );
  });

  it('is null for an unknown path or method', () => {
    expect(contract.match('GET', '/ipr-nav-service/api/front/navReport/pdf/a/b')).toBeNull();
    expect(contract.match('POST', '/api/currentUser')).toBeNull();
    expect(contract.match('GET', '/api/login')).toBeNull();
  });
});

describe('checkRequest', () => {
  const dict = '/ipr-website-service/api/front/dictItem/find';
  const page = '/ipr-agency-service/api/agency/page';
  const queryData = (value: unknown) =>
    `${page}?queryData=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

  it('coerces plain query values to the schema type', () => {
    const { operation, problems } = contract.checkRequest({
      method: 'GET',
      url: `${dict}?dictCode=patent_type&limit=5&enabled=true`,
    });
    expect(operation?.operationId).toBe('findDictItems');
    expect(problems).toEqual([]);
    expect(
      contract.checkRequest({ method: 'GET', url: `${dict}?dictCode=a&limit=five&enabled=yes` })
        .problems,
    ).toEqual(['query.enabled: must be boolean', 'query.limit: must be integer']);
    expect(
      contract.checkRequest({ method: 'GET', url: `${dict}?dictCode=a&limit=0` }).problems,
    ).toEqual(['query.limit: must be >= 1']);
  });

  it('names unknown and missing parameters', () => {
    expect(contract.checkRequest({ method: 'GET', url: `${dict}?code=a` }).problems).toEqual([
      'query.code: is not in the document',
      'query.dictCode: required but missing',
    ]);
  });

  it('parses a JSON query value and validates what it holds', () => {
    expect(
      contract.checkRequest({ method: 'GET', url: queryData({ pageNum: 1, pageSize: 10 }) })
        .problems,
    ).toEqual([]);
    expect(
      contract.checkRequest({ method: 'GET', url: queryData({ pageNum: '1', pageSize: 99 }) })
        .problems,
    ).toEqual([
      'query.queryData.pageNum: must be integer',
      'query.queryData.pageSize: must be <= 50',
    ]);
    expect(
      contract.checkRequest({ method: 'GET', url: queryData('{pageNum: 1') }).problems,
    ).toEqual(['query.queryData: is not valid JSON']);
  });

  it('validates path parameters', () => {
    const url = '/ipr-nav-service/api/front/navReport/report-1';
    expect(contract.checkRequest({ method: 'GET', url }).problems).toEqual([
      'path.id: must match pattern "^nr-\\d{3}$"',
    ]);
  });

  it('validates a POST body, as an object or as the JSON text sent', () => {
    const url = '/api/login';
    const body = { type: 'account', account: 'alice', password: 'alice-pass' };
    expect(contract.checkRequest({ method: 'POST', url, body }).problems).toEqual([]);
    expect(
      contract.checkRequest({ method: 'POST', url, body: JSON.stringify(body) }).problems,
    ).toEqual([]);
    expect(
      contract.checkRequest({ method: 'POST', url, body: { type: 'mobile', account: 7 } }).problems,
    ).toEqual([
      "body: must have required property 'password'",
      'body.type: must be one of account',
      'body.account: must be string',
    ]);
    expect(contract.checkRequest({ method: 'POST', url }).problems).toEqual([
      'body: required but missing',
    ]);
    expect(contract.checkRequest({ method: 'POST', url, body: '{' }).problems).toEqual([
      'body: is not valid JSON',
    ]);
    const readAll = '/ipr-website-service/api/user/message/readAll';
    expect(contract.checkRequest({ method: 'POST', url: readAll, body: {} }).problems).toEqual([]);
  });

  it('names an unknown path or method', () => {
    expect(contract.checkRequest({ method: 'GET', url: 'http://x.test/api/nothing?a=1' })).toEqual({
      operation: null,
      problems: ['GET /api/nothing: no such path in the document'],
    });
    expect(contract.checkRequest({ method: 'POST', url: '/api/logout' }).problems).toEqual([
      'POST /api/logout: method not documented (documented: GET)',
    ]);
  });
});

describe('exampleRequest', () => {
  it('fills in path parameters, query values and the body', () => {
    expect(contract.exampleRequest('navReportPdf')).toEqual({
      path: '/ipr-nav-service/api/front/navReport/pdf/nr-001',
      query: {},
      url: '/ipr-nav-service/api/front/navReport/pdf/nr-001',
    });
    expect(contract.exampleRequest('agencyPage').query).toEqual({
      queryData: '{"pageNum":1,"pageSize":2}',
    });
    expect(contract.exampleRequest('findDictItems').url).toBe(
      '/ipr-website-service/api/front/dictItem/find?dictCode=patent_type',
    );
    expect(contract.exampleRequest('readAllMessages').body).toEqual({});
  });

  it('gives requests the document accepts, for every operation', () => {
    for (const operation of contract.operations) {
      const example = contract.exampleRequest(operation);
      const checked = contract.checkRequest({ method: operation.method, ...example });
      // The operationId first, so that a failure names the operation.
      expect([operation.operationId, checked.operation, checked.problems]).toEqual([
        operation.operationId,
        operation,
        [],
      ]);
    }
  });
});

describe('checkResponse', () => {
  const agency = { id: 'ag-001', name: '华知', price: 1200, rating: 4.5 };
  const page = (content: unknown[]) => ({ success: true, data: { total: 1, content } });

  it('accepts a valid answer, parsed or as text', () => {
    const body = page([agency]);
    expect(contract.checkResponse('agencyPage', { status: 200, contentType: json, body })).toEqual(
      [],
    );
    const text = JSON.stringify(body);
    const answer = { status: 200, contentType: `${json}; charset=utf-8`, body: text };
    expect(contract.checkResponse('agencyPage', answer)).toEqual([]);
  });

  it('names the JSON path and what was expected', () => {
    const body = page([{ ...agency, price: '1200' }]);
    expect(contract.checkResponse('agencyPage', { status: 200, contentType: json, body })).toEqual([
      'data.content[0].price: must be number,null',
    ]);
    const user = { success: true, data: { account: 'alice', admin: false, menu: [] } };
    expect(contract.checkResponse('currentUser', { status: 200, body: user })).toEqual([
      "data: must have required property 'name'",
    ]);
    expect(contract.checkResponse('currentUser', { status: 200, body: { success: true } })).toEqual(
      ["body: must have required property 'data'"],
    );
  });

  it('refuses an undocumented status, content type or a body that is not JSON', () => {
    expect(
      contract.checkResponse('agencyPage', { status: 404, contentType: json, body: '' }),
    ).toEqual(['HTTP 404 is not documented (documented: 200, 500)']);
    const html = { status: 200, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' };
    expect(contract.checkResponse('agencyPage', html)).toEqual([
      'content type text/html, expected application/json',
      'body is not JSON: "<html>502 Bad Gateway</html>"',
    ]);
  });

  it('holds a failure envelope to the catalogue and the operation', () => {
    const check = (status: number, body: unknown) =>
      contract.checkResponse('agencyDetail', { status, contentType: json, body });
    expect(check(200, failure('NOT_FOUND', 0))).toEqual([]);
    expect(check(200, failure('AGENCY_HIDDEN', 2))).toEqual([
      'errorCode AGENCY_HIDDEN is not in the error catalogue',
    ]);
    expect(check(200, failure('CONFLICT', 2))).toEqual([
      'errorCode CONFLICT is not in x-error-codes of agencyDetail',
      'errorCode CONFLICT comes with HTTP 409, got 200',
    ]);
    expect(check(200, failure('NOT_FOUND', 2))).toEqual([
      'errorCode NOT_FOUND has showType 0, got 2',
    ]);
    expect(check(500, failure('INTERNAL_ERROR', 2))).toEqual([]);
    expect(check(500, failure('BAD_REQUEST', 2))).toEqual([
      'errorCode BAD_REQUEST comes with HTTP 200, got 500',
    ]);
    expect(check(200, { success: false, errorCode: 'NOT_FOUND' })).toEqual([
      "body: must have required property 'data'",
      "body: must have required property 'errorMessage'",
      "body: must have required property 'showType'",
      'errorCode NOT_FOUND has showType 0, got undefined',
    ]);
  });

  it('allows UNAUTHORIZED and FORBIDDEN only where the operation lists them', () => {
    const answer = { status: 401, contentType: json, body: failure('UNAUTHORIZED', 9) };
    expect(contract.checkResponse('currentUser', answer)).toEqual([]);
    expect(contract.checkResponse('agencyDetail', answer)).toEqual([
      'HTTP 401 is not documented (documented: 200, 500)',
    ]);
    const forbidden = { status: 403, contentType: json, body: failure('FORBIDDEN', 2) };
    expect(contract.checkResponse('navReport', forbidden)).toEqual([]);
    const listed = { ...forbidden, body: failure('FORBIDDEN', 9) };
    expect(contract.checkResponse('navReport', listed)).toEqual([
      'errorCode FORBIDDEN has showType 2, got 9',
    ]);
  });

  it('checks a binary answer by status and content type only', () => {
    const pdf = (contentType?: string) =>
      contract.checkResponse('navReportPdf', { status: 200, contentType, body: '%PDF-1.4' });
    expect(pdf('application/pdf')).toEqual([]);
    expect(pdf('text/html')).toEqual(['content type text/html, expected application/pdf']);
    expect(pdf(undefined)).toEqual(['content type (none), expected application/pdf']);
    const avatar = (contentType: string) =>
      contract.checkResponse('avatar', { status: 200, contentType, body: '' });
    expect(avatar('image/webp')).toEqual([]);
    expect(avatar('image/gif')).toEqual([
      'content type image/gif, expected image/png or image/jpeg or image/webp',
    ]);
    const missing = { status: 404, contentType: json, body: failure('FILE_NOT_FOUND', 2) };
    expect(contract.checkResponse('navReportPdf', missing)).toEqual([]);
  });
});

describe('checkResponse, strict (our own mock)', () => {
  const strict = { strict: true };
  const check = (operationId: string, data: unknown) =>
    contract.checkResponse(operationId, { status: 200, body: { success: true, data } }, strict);

  it('refuses properties the document does not define', () => {
    const agency = { id: 'ag-001', name: '华知', price: null, discount: 0.9 };
    expect(check('agencyDetail', agency)).toEqual(['data.discount: is not in the document']);
    expect(
      contract.checkResponse('agencyDetail', {
        status: 200,
        body: { success: true, data: agency },
      }),
    ).toEqual([]);
    const envelope = { status: 200, body: { ...failure('NOT_FOUND', 0), traceId: 'x' } };
    expect(contract.checkResponse('agencyDetail', envelope, strict)).toEqual([
      'body.traceId: is not in the document',
    ]);
  });

  it('accepts the properties an allOf extension adds, and no others', () => {
    const summary = { id: 'ag-001', name: '华知', price: 1, rating: 4, tags: ['专利'] };
    expect(check('agencyPage', { total: 1, content: [summary] })).toEqual([]);
    expect(check('agencyPage', { total: 1, content: [{ ...summary, city: '武汉' }] })).toEqual([
      'data.content[0].city: is not in the document',
    ]);
  });

  it('handles a recursive schema at any depth', () => {
    const userWithLeaf = (leaf: object) => ({
      account: 'alice',
      name: '张敏',
      admin: false,
      menu: [
        { key: 'a', title: '我的', children: [{ key: 'c', title: '交易', children: [leaf] }] },
      ],
    });
    expect(check('currentUser', userWithLeaf({ key: 'd', title: '明细' }))).toEqual([]);
    expect(check('currentUser', userWithLeaf({ key: 'd', title: '明细', icon: 'x' }))).toEqual([
      'data.menu[0].children[0].children[0].icon: is not in the document',
    ]);
    expect(check('currentUser', userWithLeaf({ key: 'd' }))).toEqual([
      "data.menu[0].children[0].children[0]: must have required property 'title'",
    ]);
  });

  it('leaves a schema that sets additionalProperties as it is', () => {
    expect(check('agencyStats', { total: 2, '420100': 1, '420500': 1 })).toEqual([]);
    expect(check('agencyStats', { total: 2, '420100': 'one' })).toEqual([
      'data.420100: must be integer',
    ]);
  });

  it('compiles each validator once, so thousands of checks stay fast', () => {
    const body = {
      success: true,
      data: { total: 1, content: [{ id: 'a', name: 'b', price: 1, rating: 1 }] },
    };
    const started = Date.now();
    for (let i = 0; i < 3000; i += 1) {
      contract.checkResponse('agencyPage', { status: 200, contentType: json, body }, strict);
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('createContract', () => {
  it('keeps oneOf members beside properties and conditions open in strict mode', () => {
    const thing = {
      type: 'object',
      properties: { kind: { enum: ['a', 'b'] } },
      oneOf: [
        { properties: { kind: { const: 'a' }, alpha: { type: 'integer' } } },
        { properties: { kind: { const: 'b' }, beta: { type: 'string' } } },
      ],
      if: { properties: { kind: { const: 'a' } } },
      then: { required: ['alpha'] },
    };
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/thing': {
          get: {
            operationId: 'thing',
            responses: {
              '200': { description: 'ok', content: { [json]: { schema: thing } } },
            },
          },
        },
      },
    };
    const small = createContract(doc);
    const check = (body: unknown) =>
      small.checkResponse('thing', { status: 200, body }, { strict: true });
    expect(check({ kind: 'a', alpha: 1 })).toEqual([]);
    expect(check({ kind: 'b', beta: 'x' })).toEqual([]);
    expect(check({ kind: 'a', alpha: 1, gamma: 1 })).toEqual([
      'body.gamma: is not in the document',
    ]);
    expect(check({ kind: 'a' })).toEqual(["body: must have required property 'alpha'"]);
  });

  it('works on a document built in memory, with a $ref to a shared parameter', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/things/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          get: {
            operationId: 'thing',
            'x-access': 'visitor',
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: {
        parameters: {
          Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
        },
      },
    };
    const small = createContract(doc);
    expect(small.exampleRequest('thing').path).toBe('/api/things/7');
    expect(small.checkRequest({ method: 'GET', url: '/api/things/x' }).problems).toEqual([
      'path.id: must be integer',
    ]);
    expect(small.catalogue.size).toBe(0);
  });
});
