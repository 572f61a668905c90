// A backend that implements tests/contract/fixtures/openapi.yaml, for the tests of the contract
// check (api/tools/contract-check.js). `broken` makes it break the document in the ways the check
// must catch, one operation each (see BREAKAGES).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const ACCOUNTS: Record<string, { password: string; name: string; admin: boolean }> = {
  alice: { password: 'alice-pass', name: '张敏', admin: false },
  bob: { password: 'bob-pass', name: '李强', admin: false },
  root: { password: 'root-pass', name: '管理员', admin: true },
};

/** The operations the broken variant breaks, and how. */
export const BREAKAGES = {
  'GET /ipr-agency-service/api/agency/page': 'a price is a string',
  'GET /api/currentUser': 'the name is missing',
  'GET /ipr-website-service/api/user/avatar': 'answers without a token',
  'GET /ipr-agency-service/api/admin/agency/stats': 'answers a non-admin',
  'GET /ipr-website-service/api/front/dictItem/find': 'answers an HTML page',
  'GET /ipr-agency-service/api/agency/detail': 'answers an error code not in the catalogue',
  'GET /ipr-nav-service/api/front/navReport/latest': 'never answers',
};

interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
}

interface Call {
  token?: string;
  caller: string | null;
  query: URLSearchParams;
  params: Record<string, string>;
  body: Record<string, unknown>;
}

/** A handler's answer; null: no answer at all (the broken server's hanging operation). */
type Handler = (call: Call) => Reply | null;

const PDF = Buffer.from('%PDF-1.4\n% contract fixture\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function json(body: unknown, status = 200): Reply {
  return { status, type: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}

function ok(data: unknown): Reply {
  return json({ success: true, data });
}

function fail(errorCode: string, errorMessage: string, status = 200, showType = 2): Reply {
  return json({ success: false, data: null, errorCode, errorMessage, showType }, status);
}

const unauthorized = () => fail('UNAUTHORIZED', '请先登录后再操作', 401, 9);
const forbidden = () => fail('FORBIDDEN', '无权操作', 403, 2);

export async function startFixtureServer({ broken = false } = {}) {
  const sessions = new Map<string, string>();
  const agencies = [
    { id: 'ag-001', name: '华知专利代理事务所', price: 1200 },
    { id: 'ag-002', name: '东湖知识产权服务中心', price: null },
  ];
  const reports = [{ id: 'nr-001', title: '锂电池正极材料导航', owner: 'alice' }];
  const reviewed = new Set<string>();
  let sessionCount = 0;

  /** The report a caller may see: 401 without a session, 403 for someone else's. */
  function ownReport(call: Call): Reply | (typeof reports)[number] {
    if (!call.caller) return unauthorized();
    const report = reports.find((item) => item.id === (call.params.id ?? call.body.id));
    if (!report) return fail('NOT_FOUND', '导航报告不存在', 200, 0);
    if (report.owner !== call.caller && !ACCOUNTS[call.caller].admin) return forbidden();
    return report;
  }

  const handlers: Record<string, Handler> = {
    'POST /api/login': ({ body }) => {
      const account = ACCOUNTS[String(body.account)];
      if (!account || account.password !== body.password) {
        return fail('LOGIN_FAILED', '账号或密码错误');
      }
      sessionCount += 1;
      const token = `tok-${body.account}-${sessionCount}`;
      sessions.set(token, String(body.account));
      return ok({ token, account: body.account });
    },
    'GET /api/currentUser': ({ caller }) => {
      if (!caller) return unauthorized();
      const menu = [
        { key: 'account', title: '我的', children: [{ key: 'trades', title: '交易' }] },
      ];
      const user = { account: caller, name: ACCOUNTS[caller].name, admin: ACCOUNTS[caller].admin };
      return ok(broken ? { account: caller, admin: user.admin, menu } : { ...user, menu });
    },
    'GET /api/logout': ({ caller, token }) => {
      if (!caller || !token) return unauthorized();
      sessions.delete(token);
      return ok(null);
    },
    'GET /ipr-website-service/api/front/dictItem/find': ({ query }) => {
      if (broken) return { status: 200, type: 'text/html', body: '<html>502 Bad Gateway</html>' };
      if (!query.get('dictCode')) return fail('BAD_REQUEST', '缺少字典编码');
      return ok([
        { code: 'invention', label: '发明', sort: 1 },
        { code: 'utility', label: '实用新型', sort: 2 },
      ]);
    },
    'GET /ipr-website-service/api/front/news/detail': ({ query }) =>
      query.get('id') === 'news-001'
        ? ok({ id: 'news-001', title: '示范区年度报告', publishedAt: '2026-01-05' })
        : fail('NOT_FOUND', '该资讯已下线', 200, 0),
    'GET /ipr-website-service/api/user/avatar': ({ caller }) =>
      caller || broken ? { status: 200, type: 'image/png', body: PNG } : unauthorized(),
    'POST /ipr-website-service/api/user/message/readAll': ({ caller }) =>
      caller ? ok({ updated: 2 }) : unauthorized(),
    'POST /ipr-website-service/api/front/feedback/add': ({ body }) =>
      typeof body.content === 'string' && body.content
        ? ok({ id: 'fb-001' })
        : fail('BAD_REQUEST', '请填写留言'),
    'GET /ipr-agency-service/api/agency/page': ({ query }) => {
      const { pageNum, pageSize } = JSON.parse(query.get('queryData') ?? '{}');
      const content = agencies
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((agency) => ({ ...agency, rating: 4.5, tags: ['专利'] }))
        .map((agency) => (broken ? { ...agency, price: String(agency.price) } : agency));
      return ok({ total: agencies.length, content });
    },
    'GET /ipr-agency-service/api/agency/detail': ({ query }) => {
      if (broken) return fail('AGENCY_HIDDEN', '机构已隐藏');
      const agency = agencies.find((item) => item.id === query.get('id'));
      return agency ? ok(agency) : fail('NOT_FOUND', '机构不存在', 200, 0);
    },
    'GET /ipr-agency-service/api/admin/agency/stats': ({ caller }) => {
      if (!caller) return unauthorized();
      if (!ACCOUNTS[caller].admin && !broken) return forbidden();
      return ok({ total: 2, '420100': 1, '420500': 1 });
    },
    'POST /ipr-agency-service/api/admin/agency/review': ({ caller, body }) => {
      if (!caller) return unauthorized();
      if (!ACCOUNTS[caller].admin) return forbidden();
      const agency = agencies.find((item) => item.id === body.id);
      if (!agency) return fail('NOT_FOUND', '机构不存在', 200, 0);
      if (reviewed.has(agency.id)) return fail('CONFLICT', '该机构已审核', 409);
      reviewed.add(agency.id);
      return ok(agency);
    },
    'GET /ipr-nav-service/api/front/navReport/latest': () => (broken ? null : ok(reports[0])),
    'GET /ipr-nav-service/api/front/navReport/{id}': (call) => {
      const report = ownReport(call);
      return 'status' in report ? report : ok(report);
    },
    'GET /ipr-nav-service/api/front/navReport/pdf/{id}': (call) => {
      const report = ownReport(call);
      if ('status' in report) {
        return report.status === 200 ? fail('FILE_NOT_FOUND', '文件不存在', 404) : report;
      }
      return { status: 200, type: 'application/pdf', body: PDF };
    },
    'POST /ipr-nav-service/api/nav/report/save': (call) => {
      const report = ownReport(call);
      if ('status' in report) return report;
      report.title = String(call.body.title);
      return ok(report);
    },
  };

  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, template] = key.split(' ');
    const pattern = template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
    return { method, regex: new RegExp(`^${pattern}$`), handler };
  });

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fixture.invalid');
      const found = routes
        .map((entry) => ({ entry, match: entry.regex.exec(url.pathname) }))
        .find(({ entry, match }) => match && entry.method === request.method);
      const token = request.headers.authorization;
      const call: Call = {
        token,
        caller: (token && sessions.get(token)) || null,
        query: url.searchParams,
        params: { ...found?.match?.groups },
        body: text ? JSON.parse(text) : {},
      };
      const reply = found ? found.entry.handler(call) : fail('NOT_FOUND', 'no such route', 404);
      if (!reply) return; // the hanging operation: the client's timeout ends it
      response.writeHead(reply.status, { 'content-type': reply.type });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
