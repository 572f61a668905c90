// 用户管理 at the backend: only administrators may list, look at and change accounts; the filters
// select what they say; a disabled account's sessions end at once and its login is refused;
// no administrator disables or demotes itself; a change based on an old version is refused;
// every change is in the audit trail, and all of it survives a restart of the mock service.
import { auditEntries, resetAudit } from '../../mock/_lib/audit';
import { db, resetDb } from '../../mock/_lib/data';
import {
  disableAccount,
  enableAccount,
  findAccounts,
  getAccountDetail,
  grantAdmin,
  revokeAdmin,
} from '../../mock/_lib/handlers/admin-users';
import { getCurrent, login, registerOrLogin } from '../../mock/_lib/handlers/auth';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { findTransactions } from '../../mock/_lib/handlers/trading';
import { findVerifications } from '../../mock/_lib/handlers/verification';
import type { Handler } from '../../mock/_lib/envelope';
import { resetLimits } from '../../mock/_lib/limits';
import { resetCodes, sendCode } from '../../mock/_lib/sms';
import { applyState, captureState } from '../../mock/_lib/store-state';
import { findUser, resetUsers, sessionToken } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';
import { passwordMatches } from '../../mock/_lib/passwords';

beforeEach(() => {
  resetDb();
  resetUsers();
  resetAudit();
  resetCodes();
  resetLimits();
});

/** A live session of the account, as its login would give it. */
const sessionOf = (account: string) => ({ authorization: sessionToken(findUser(account)!) });
const admin = () => sessionOf('admin');

const list = (queryData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  call<API.Page<API.AdminAccount>>(findAccounts, {
    method: 'GET',
    headers: admin(),
    query: { size: '100', queryData: JSON.stringify(queryData), ...extra },
  });
const accountsOf = (sent: ReturnType<typeof list>) =>
  sent.body.data.content.map((a) => a.account).sort();

const versionNow = (account: string) => findUser(account)!.version ?? 1;

function act(
  handler: Handler,
  account: string,
  extra: Record<string, unknown> = {},
  headers = admin(),
) {
  return call<API.AdminAccount>(handler, {
    method: 'POST',
    headers,
    body: { account, version: versionNow(account), ...extra },
  });
}
const disable = (account: string, headers = admin()) =>
  act(disableAccount, account, { reason: '发布虚假交易信息' }, headers);

const passwordLogin = (account: string, password: string) =>
  call<API.LoginResult>(login, { method: 'POST', body: { type: 'account', account, password } });

describe('access', () => {
  const endpoints: [string, Handler, 'GET' | 'POST', Record<string, unknown>][] = [
    ['find', findAccounts, 'GET', {}],
    ['detail', getAccountDetail, 'GET', { account: 'firm' }],
    ['disable', disableAccount, 'POST', { account: 'firm', version: 1, reason: '违规发布' }],
    ['enable', enableAccount, 'POST', { account: 'firm', version: 1 }],
    ['grantAdmin', grantAdmin, 'POST', { account: 'firm', version: 1 }],
    ['revokeAdmin', revokeAdmin, 'POST', { account: 'firm', version: 1 }],
  ];

  it.each(endpoints)(
    '%s answers a visitor 401 and a registered user 403',
    (_, handler, method, input) => {
      const request = method === 'GET' ? { query: input } : { body: input };
      const visitor = call(handler, { method, ...request });
      expect(visitor.status).toBe(401);
      expect(visitor.body.errorCode).toBe('UNAUTHORIZED');
      const user = call(handler, { method, headers: authHeader('demo'), ...request });
      expect(user.status).toBe(403);
      expect(user.body.errorCode).toBe('FORBIDDEN');
      expect(findUser('firm')!.status).toBeUndefined();
      expect(findUser('firm')!.profile.userType).toBe('personal');
    },
  );

  it('gives administrators the 用户管理 menu entry and registered users none', () => {
    const menuPaths = (account: string) =>
      JSON.stringify(call(getCurrent, { method: 'GET', headers: sessionOf(account) }).body.data);
    expect(menuPaths('admin')).toContain('/admin/users');
    expect(menuPaths('demo')).not.toContain('/admin/users');
  });
});

describe('the list', () => {
  it('filters by kind, status, verification, registration day and keyword', () => {
    expect(accountsOf(list({ kind: 'admin' }))).toEqual(['admin']);
    expect(accountsOf(list({ kind: 'enterprise' }))).toEqual(['demo']);
    expect(accountsOf(list({ kind: 'personal' }))).toEqual(['buyer', 'firm']);
    expect(accountsOf(list({ verified: false }))).toEqual(['admin', 'buyer', 'firm']);
    // firm registered on 2026-11-02; the others in 2025.
    expect(accountsOf(list({ createdFrom: '2026-01-01' }))).toEqual(['firm']);
    expect(accountsOf(list({ createdFrom: '2025-03-18', createdTo: '2025-06-02' }))).toEqual([
      'buyer',
      'demo',
    ]);
    expect(accountsOf(list({}, { keyword: '13800000003' }))).toEqual(['buyer']);
    expect(accountsOf(list({}, { keyword: '企业申请' }))).toEqual(['firm']);

    expect(disable('buyer').body.success).toBe(true);
    expect(accountsOf(list({ status: 'disabled' }))).toEqual(['buyer']);
    expect(accountsOf(list({ status: 'active' }))).toEqual(['admin', 'demo', 'firm']);
  });

  it('sorts by registration, newest first unless asked otherwise, and refuses a bad date', () => {
    expect(list().body.data.content.map((a) => a.account)).toEqual([
      'firm',
      'buyer',
      'demo',
      'admin',
    ]);
    expect(list({}, { sort: 'createdAt asc' }).body.data.content[0].account).toBe('admin');
    const bad = list({ createdFrom: '2025-13-40' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.errorMessage).toContain('注册开始日期');
  });

  it('never carries a password or an SMS code', () => {
    const code = sendCode('13800000003', 'login');
    const answers = [
      JSON.stringify(list().body),
      JSON.stringify(
        call(getAccountDetail, { method: 'GET', headers: admin(), query: { account: 'demo' } })
          .body,
      ),
      JSON.stringify(disable('buyer').body),
    ];
    for (const answer of answers) {
      expect(answer).not.toMatch(/password/i);
      expect(answer).not.toContain('Demo@2026');
      expect(answer).not.toContain('Buyer@2026');
      expect(answer).not.toContain(code);
    }
  });
});

describe('one account', () => {
  it('counts its listings, demands and messages as the data holds them, with its verification', () => {
    const sent = call<API.AdminAccountDetail>(getAccountDetail, {
      method: 'GET',
      headers: admin(),
      query: { account: 'demo' },
    });
    const detail = sent.body.data;
    const own = db().transactions.filter((t) => t.owner === 'demo');
    expect(detail.listings.total).toBe(own.filter((t) => t.kind === 'sell').length);
    expect(detail.demands.total).toBe(own.filter((t) => t.kind === 'buy').length);
    expect(detail.listings.total).toBeGreaterThan(0);
    expect(detail.listings.latest.length).toBe(Math.min(5, detail.listings.total));
    expect(detail.messages.total).toBe(db().messages.filter((m) => m.account === 'demo').length);
    expect(detail.verification).toMatchObject({
      status: 'approved',
      companyName: detail.verifiedName,
    });
    expect(detail.verification).not.toHaveProperty('licence');
    expect(detail).toMatchObject({ kind: 'enterprise', verified: true, status: 'active' });

    const missing = call(getAccountDetail, {
      method: 'GET',
      headers: admin(),
      query: { account: 'nobody' },
    });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});

describe('disabling', () => {
  it('ends every session of the account at once and refuses its logins until it is enabled', () => {
    const open = sessionOf('buyer');
    expect(call(getCurrent, { method: 'GET', headers: open }).body.data.account).toBe('buyer');

    const done = disable('buyer');
    expect(done.body.data).toMatchObject({
      status: 'disabled',
      disabledReason: '发布虚假交易信息',
      disabledBy: 'admin',
    });

    const next = call(getCurrent, { method: 'GET', headers: open });
    expect(next.status).toBe(401);
    expect(next.body.errorMessage).toContain('账号已停用');
    // Any call that needs the session is refused the same way.
    expect(call(findVerifications, { method: 'GET', headers: open }).status).toBe(401);

    const byPassword = passwordLogin('buyer', 'Buyer@2026');
    expect(byPassword.body).toMatchObject({ success: false, errorCode: 'ACCOUNT_DISABLED' });
    expect(byPassword.body.errorMessage).toContain('账号已停用');
    // A wrong password tells a guesser nothing about the account's state.
    expect(passwordLogin('buyer', 'Wrong@2026').body.errorCode).toBe('LOGIN_FAILED');

    const code = sendCode('13800000003', 'login');
    const bySms = call(login, {
      method: 'POST',
      body: { type: 'mobile', mobile: '13800000003', smsCode: code },
    });
    expect(bySms.body).toMatchObject({ success: false, errorCode: 'ACCOUNT_DISABLED' });
    resetCodes();
    const resetCode = sendCode('13800000003', 'forget');
    const reset = call(registerOrLogin, {
      method: 'POST',
      body: { scene: 'forget', mobile: '13800000003', smsCode: resetCode, password: 'Newpass2026' },
    });
    expect(reset.body.errorCode).toBe('ACCOUNT_DISABLED');
    expect(passwordMatches(findUser('buyer')!.passwordHash, 'Buyer@2026')).toBe(true);

    expect(act(enableAccount, 'buyer').body.data.status).toBe('active');
    expect(passwordLogin('buyer', 'Buyer@2026').body.success).toBe(true);
    // The session that was open before stays ended.
    expect(call(getCurrent, { method: 'GET', headers: open }).status).toBe(401);
  });

  it('refuses an administrator disabling or demoting itself, and says why in the list', () => {
    const self = disable('admin');
    expect(self.body.success).toBe(false);
    expect(self.body.errorMessage).toBe('不能停用或取消自己的管理员账号');
    expect(act(revokeAdmin, 'admin').body.errorMessage).toBe('不能停用或取消自己的管理员账号');
    expect(findUser('admin')!.status).toBeUndefined();
    const row = list({ kind: 'admin' }).body.data.content[0];
    expect(row).toMatchObject({ self: true, protectedReason: '不能停用或取消自己的管理员账号' });
  });

  it('lets a second administrator act on the first, never leaving none active', () => {
    expect(act(grantAdmin, 'firm').body.data).toMatchObject({ userType: 'admin', kind: 'admin' });
    const firm = sessionOf('firm');
    // The new administrator's menu and pages follow at once.
    expect(JSON.stringify(call(getCurrent, { method: 'GET', headers: firm }).body.data)).toContain(
      '/admin/users',
    );
    expect(disable('admin', firm).body.data.status).toBe('disabled');
    // admin's own session ended; firm is now the last active administrator and is protected.
    const listed = call<API.Page<API.AdminAccount>>(findAccounts, {
      method: 'GET',
      headers: firm,
      query: { queryData: JSON.stringify({ kind: 'admin' }) },
    }).body.data.content;
    expect(listed.find((a) => a.account === 'firm')!.protectedReason).toBeTruthy();
    expect(act(revokeAdmin, 'firm', {}, firm).body.success).toBe(false);

    expect(act(enableAccount, 'admin', {}, firm).body.success).toBe(true);
    expect(act(revokeAdmin, 'firm').body.data).toMatchObject({ userType: 'personal' });
    expect(call(findAccounts, { method: 'GET', headers: firm }).status).toBe(403);
  });

  it('refuses a change based on an older version of the account (409) and one without a version', () => {
    const seen = versionNow('firm');
    expect(disable('firm').body.success).toBe(true);
    const stale = call(enableAccount, {
      method: 'POST',
      headers: admin(),
      body: { account: 'firm', version: seen },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      data: { currentVersion: seen + 1, current: { account: 'firm', status: 'disabled' } },
    });
    expect(findUser('firm')!.status).toBe('disabled');
    const missing = call(enableAccount, {
      method: 'POST',
      headers: admin(),
      body: { account: 'firm' },
    });
    expect(missing.body).toMatchObject({ success: false, data: { field: 'version' } });
  });

  it('asks a reason of 2 to 200 characters', () => {
    expect(act(disableAccount, 'firm', { reason: '' }).body.errorMessage).toContain('停用原因');
    expect(act(disableAccount, 'firm', { reason: '停'.repeat(201) }).body.success).toBe(false);
    expect(findUser('firm')!.status).toBeUndefined();
  });
});

describe('the audit trail and a restart', () => {
  it('records who, what, before/after and the reason of each change', () => {
    disable('firm');
    act(enableAccount, 'firm');
    act(grantAdmin, 'buyer');
    const entries = auditEntries();
    expect(entries.map((e) => e.action)).toEqual([
      'user.disable',
      'user.enable',
      'user.grantAdmin',
    ]);
    expect(entries[0]).toMatchObject({
      actor: 'admin',
      targetType: 'user',
      targetId: 'firm',
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason: '发布虚假交易信息',
    });
    expect(entries[2]).toMatchObject({
      before: { userType: 'personal' },
      after: { userType: 'admin' },
    });
    // A refused change is not recorded.
    disable('admin');
    expect(auditEntries()).toHaveLength(3);
  });

  it('keeps a disabled account disabled, and the trail, across a restart', () => {
    const open = sessionOf('buyer');
    disable('buyer');
    const kept = JSON.parse(JSON.stringify(captureState()));
    resetUsers();
    resetAudit();
    applyState(kept);
    expect(passwordLogin('buyer', 'Buyer@2026').body.errorCode).toBe('ACCOUNT_DISABLED');
    expect(call(getCurrent, { method: 'GET', headers: open }).status).toBe(401);
    expect(auditEntries().map((e) => e.targetId)).toEqual(['buyer']);
    // The version goes on from where it was, so a page opened before the restart is still stale.
    expect(versionNow('buyer')).toBe(2);
  });
});

describe('a disabled account’s listings and demands', () => {
  const hallIds = () =>
    (
      call<API.Page<API.IpcTransaction>>(findTransactions, { query: { size: '100' } }).body.data
        .content as API.IpcTransaction[]
    ).map((t) => t.id);
  const demoLive = () =>
    db().transactions.filter(
      (t) => t.owner === 'demo' && (t.status ?? 'published') === 'published',
    );

  it('leave the hall and take no consultation while it is disabled, and come back with it', () => {
    const own = demoLive();
    expect(own.length).toBeGreaterThan(0);
    const consult = () =>
      call(leaveMessage, {
        method: 'POST',
        headers: authHeader('buyer'),
        body: {
          name: '采购演示用户',
          mobile: '13800000003',
          content: '请问是否可以分期付款？',
          targetType: 'listing',
          targetId: own[0].id,
        },
      }).body;
    const inHallBefore = call(findTransactions, {
      query: { queryData: JSON.stringify({ id: own[0].id }) },
    }).body.data.totalElements;
    expect(inHallBefore).toBe(1);

    expect(disable('demo').body.success).toBe(true);
    const shown = call(findTransactions, {
      query: { size: '100', queryData: JSON.stringify({ id: own[0].id }) },
    }).body.data;
    expect(shown.totalElements).toBe(0);
    expect(hallIds().some((id) => own.some((t) => t.id === id))).toBe(false);
    expect(consult()).toMatchObject({ success: false, errorCode: 'TARGET_NOT_FOUND' });

    expect(act(enableAccount, 'demo').body.success).toBe(true);
    expect(consult().success).toBe(true);
  });
});
