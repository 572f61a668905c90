// 企业认证: applying, the licence kept to its owner and administrators, the review with its
// recorded decision, the verified name as the only seller name, nicknames that cannot pass for a
// verified company, and a verified holder not held back by a stranger's pending listing.
import { db, resetDb } from '../../mock/_lib/data';
import { approveTransaction, findAllTransactions } from '../../mock/_lib/handlers/admin-trading';
import { getCurrent } from '../../mock/_lib/handlers/auth';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { updateProfile } from '../../mock/_lib/handlers/profile';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import {
  approveVerification,
  findVerifications,
  getVerification,
  getVerificationLicence,
  rejectVerification,
  shownNameProblem,
  submitVerification,
} from '../../mock/_lib/handlers/verification';
import { applyState, captureState } from '../../mock/_lib/store-state';
import { allUsers, createUser, findUser, resetUsers } from '../../mock/_lib/users';
import { authHeader, call, seen } from './helpers';

const admin = authHeader('admin');
const demo = authHeader('demo');
// A 1×1 PNG: the licence's header is read, so it must be a whole picture.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DEMO_COMPANY = '西安瑞源电驱动科技有限公司';

/** A valid application; the credit code's check character is right (GB 32100). */
function application(extra: Record<string, unknown> = {}) {
  return {
    companyName: '西安测试新材料有限公司',
    creditCode: '91610131MA6U0PQ8XG',
    contactName: '王经理',
    contactPhone: '13912345678',
    licence: PNG,
    ...extra,
  };
}

const submit = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<API.Verification>(submitVerification, { headers, body });

let seq = 0;
/** A newly registered account and its Authorization header. */
function newcomer() {
  seq += 1;
  const user = createUser(`1390000${String(1000 + seq)}`, 'Secret2026');
  return { user, headers: authHeader(user.account) };
}

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('applying', () => {
  it('refuses each bad field at that field, and sends nothing of it on', () => {
    const { headers } = newcomer();
    const field = (body: Record<string, unknown>) => {
      const sent = submit(headers, application(body)).body;
      expect(sent.success).toBe(false);
      return [(sent.data as unknown as { field: string }).field, sent.errorMessage];
    };
    expect(field({ creditCode: '91610131MA6U0PQ8XA' })).toEqual([
      'creditCode',
      '统一社会信用代码校验位不正确',
    ]);
    expect(field({ companyName: '某公司' })[0]).toBe('companyName');
    expect(field({ companyName: '西安\u202e测试有限公司' })[1]).toMatch(/不可见字符/);
    expect(field({ contactPhone: '0291234567' })[0]).toBe('contactPhone');
    expect(field({ licence: '' })).toEqual(['licence', '请上传营业执照图片']);
    // Labelled JPEG, but the bytes are a PNG: checked by what it holds.
    expect(field({ licence: PNG.replace('image/png', 'image/jpeg') })).toEqual([
      'licence',
      '图片内容与格式不符，请重新选择',
    ]);
    expect(field({ licence: 'data:image/gif;base64,R0lGODlh' })[0]).toBe('licence');
    expect(call(getVerification, { headers }).body.data).toBeNull();
  });

  it('accepts a code typed with spaces and lower case, and waits for review; one at a time', () => {
    const { headers } = newcomer();
    const sent = submit(headers, application({ creditCode: '91610131 ma6u0pq8xg' })).body;
    expect(sent.data).toMatchObject({ status: 'pending', creditCode: '91610131MA6U0PQ8XG' });
    expect(sent.data).not.toHaveProperty('licence');
    expect(call(getVerification, { headers }).body.data).toMatchObject({ status: 'pending' });
    expect(submit(headers, application()).body.errorMessage).toMatch(/正在审核中/);
  });

  it('refuses a company verified for another account, by its name or its code', () => {
    const { headers } = newcomer();
    expect(submit(headers, application({ companyName: DEMO_COMPANY })).body.errorMessage).toMatch(
      /已由其他账号完成认证/,
    );
    expect(
      submit(headers, application({ creditCode: '91610131671526412G' })).body.errorMessage,
    ).toMatch(/已由其他账号完成认证/);
    expect(submit(demo, application({ companyName: DEMO_COMPANY })).body.errorMessage).toMatch(
      /已认证为该企业/,
    );
  });

  it('is for signed-in accounts other than administrators', () => {
    expect(submit({}, application()).status).toBe(401);
    expect(submit(admin, application()).status).toBe(403);
  });
});

describe('the licence image', () => {
  it('is served to its applicant and to administrators only', () => {
    const licence = (headers: Record<string, string>) =>
      call<API.VerificationLicence>(getVerificationLicence, { headers, query: { id: 'ver-0001' } });
    expect(licence(demo).body.data.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(licence(admin).body.success).toBe(true);
    expect(licence(newcomer().headers).status).toBe(403);
    expect(licence(authHeader('buyer')).body.data).toBeNull();
    expect(licence({}).status).toBe(401);
    expect(
      call(getVerificationLicence, { headers: admin, query: { id: 'ver-9999' } }).body.errorCode,
    ).toBe('NOT_FOUND');
  });
});

describe('the review', () => {
  const list = (query: Record<string, unknown> = {}, headers = admin) =>
    call<API.Page<API.Verification>>(findVerifications, { headers, query });

  it('lists applications to administrators only, filtered by status and words', () => {
    expect(list({}, demo).status).toBe(403);
    const pending = list({ queryData: JSON.stringify({ status: 'pending' }) }).body.data.content;
    expect(pending.map((a) => a.id)).toEqual(['ver-0002']);
    expect(pending[0]).toMatchObject({ account: 'firm', nickname: '企业申请演示' });
    expect(list({ keyword: '瑞源' }).body.data.content[0]).toMatchObject({
      id: 'ver-0001',
      status: 'approved',
      current: true,
      decidedBy: 'admin',
    });
  });

  it('approval makes the company the account’s seller name; the decision says who and when', () => {
    const approved = call<API.Verification>(approveVerification, {
      headers: admin,
      body: { id: 'ver-0002' },
    }).body.data;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'admin', current: true });
    expect(Date.parse(approved.decidedAt!)).not.toBeNaN();
    expect(findUser('firm')!.profile.verifiedName).toBe('西安示范智能装备有限公司');
    // The applicant sees the outcome, not which administrator decided.
    const own = call<API.Verification>(getVerification, { headers: authHeader('firm') }).body.data;
    expect(own.status).toBe('approved');
    expect(own).not.toHaveProperty('decidedBy');
    // Decided once.
    expect(
      call(approveVerification, { headers: admin, body: { id: 'ver-0002' } }).body.errorMessage,
    ).toMatch(/只有待审核的申请/);
  });

  it('an administrator does not approve its own company: another administrator does', () => {
    // An applicant made administrator while the application waits.
    const applicant = newcomer();
    const mine = submit(applicant.headers, application()).body.data;
    expect(mine.status).toBe('pending');
    applicant.user.profile.userType = 'admin';
    const own = call(approveVerification, { headers: applicant.headers, body: { id: mine.id } });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      errorCode: 'FORBIDDEN',
      errorMessage: '不能审核自己的认证申请，请由其他管理员审核',
    });
    expect(applicant.user.profile.verifiedName).toBeUndefined();
    const approved = call(approveVerification, { headers: admin, body: { id: mine.id } });
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: 'admin' });
  });

  it('rejection needs a reason, which the applicant sees', () => {
    expect(
      call(rejectVerification, { headers: admin, body: { id: 'ver-0002', reason: '' } }).body
        .success,
    ).toBe(false);
    call(rejectVerification, {
      headers: admin,
      body: { id: 'ver-0002', reason: '营业执照图片不清晰' },
    });
    const own = call<API.Verification>(getVerification, { headers: authHeader('firm') }).body.data;
    expect(own).toMatchObject({ status: 'rejected', reason: '营业执照图片不清晰' });
    expect(findUser('firm')!.profile.verifiedName).toBeUndefined();
    // Rejected: the account may apply again.
    expect(submit(authHeader('firm'), application()).body.success).toBe(true);
  });

  it('refuses to verify one company for a second account', () => {
    const first = newcomer();
    const second = newcomer();
    const a = submit(first.headers, application()).body.data;
    const b = submit(second.headers, application()).body.data;
    call(approveVerification, { headers: admin, body: { id: a.id } });
    expect(
      call(approveVerification, { headers: admin, body: { id: b.id } }).body.errorMessage,
    ).toMatch(/已由账号.*完成认证/);
  });

  it('is kept across a restart of the mock service with everything else', () => {
    const { user, headers } = newcomer();
    submit(headers, application());
    const saved = JSON.parse(JSON.stringify(captureState()));
    resetUsers();
    applyState(saved);
    expect(findUser(user.account)!.verifications).toHaveLength(1);
    expect(
      call(getVerificationLicence, { headers: admin, query: { id: 'ver-0003' } }).body.data,
    ).toEqual({ dataUrl: PNG });
  });
});

describe('nicknames', () => {
  const rename = (headers: Record<string, string>, name: string) => {
    const version = call<API.CurrentUser>(getCurrent, { headers }).body.data!.profileVersion;
    return call<API.CurrentUser>(updateProfile, { headers, body: { name, version } }).body;
  };

  it('cannot pass for a verified company or for the platform', () => {
    const { headers } = newcomer();
    expect(rename(headers, DEMO_COMPANY)).toMatchObject({
      success: false,
      data: { field: 'name' },
      errorMessage: '该名称是已认证企业的名称，不能用作昵称',
    });
    expect(rename(headers, `${DEMO_COMPANY} 销售部`).success).toBe(false);
    expect(rename(headers, '瑞源电驱动爱好者').success).toBe(true);
    expect(rename(headers, '平台管理员').errorMessage).toMatch(/管理员/);
    expect(rename(headers, '示范区 官方客服').success).toBe(false);
    // The company's own account may use its name, and the administrator its own.
    expect(rename(demo, DEMO_COMPANY).success).toBe(true);
    expect(rename(admin, '平台管理员').success).toBe(true);
  });

  it('cannot pass for them in traditional characters either', () => {
    const { headers } = newcomer();
    expect(rename(headers, '平台管理員')).toMatchObject({
      success: false,
      data: { field: 'name' },
      errorMessage: '昵称不能包含“平台”“管理员”“官方”等平台专用字样',
    });
    expect(rename(headers, '示範區官方').success).toBe(false);
    expect(rename(headers, '西安瑞源電驅動科技有限公司').errorMessage).toBe(
      '该名称是已认证企业的名称，不能用作昵称',
    );
    expect(rename(headers, '平台\u3000管理員').success).toBe(false);
    expect(rename(headers, '電池愛好者').success).toBe(true);
  });

  it('cannot be a patent holder’s name, though no account is verified as it', () => {
    const { headers } = newcomer();
    const holder = db().patents[0].applicants[0];
    expect(rename(headers, holder)).toMatchObject({
      success: false,
      data: { field: 'name' },
      errorMessage: '该名称是其他单位的名称，不能用作昵称',
    });
  });

  it('holds for every name the seeded accounts and messages show', () => {
    for (const user of allUsers())
      expect([
        user.account,
        shownNameProblem(user.profile.name!, user.account, { nickname: true }),
      ]).toEqual([user.account, null]);
    for (const m of db().messages)
      if (m.account) expect([m.id, shownNameProblem(m.name, m.account)]).toEqual([m.id, null]);
  });
});

describe('the name a message is signed with', () => {
  const signed = (headers: Record<string, string>, name: string) =>
    call<API.LeaveMessage>(leaveMessage, {
      headers,
      body: {
        name,
        mobile: '13912345678',
        purpose: 'message',
        content: '请问平台是否提供专利价值评估的线下咨询服务？',
      },
    }).body;

  it('is not the platform’s, nor another account’s verified company, in any script', () => {
    const { headers } = newcomer();
    for (const name of ['平台管理员', '平台管理員', '示范区官方', '平台客服小王'])
      expect(signed(headers, name)).toMatchObject({
        success: false,
        data: { field: 'name' },
        errorMessage: '姓名不能包含“平台”“管理员”“官方”等平台专用字样',
      });
    expect(signed(headers, '西安瑞源電驅動科技有限公司')).toMatchObject({
      data: { field: 'name' },
      errorMessage: '该名称是已认证企业的名称，不能用作姓名',
    });
    expect(signed(headers, '王经理').success).toBe(true);
    // The company's own account signs with its name, alone or beside a person's.
    expect(signed(demo, DEMO_COMPANY).success).toBe(true);
    expect(signed(demo, `${DEMO_COMPANY}王经理`).success).toBe(true);
  });

  it('is not an organisation the portal names, whether or not an account is verified as it', () => {
    const { headers } = newcomer();
    const holder = db().applicants.find((a) => a.kind === 'enterprise')!.name;
    const agency = db().agencies[0].enterpriseName;
    for (const name of [holder, `${agency}张律师`, db().institutions[0].name])
      expect(signed(headers, name)).toMatchObject({
        success: false,
        data: { field: 'name' },
        errorMessage: '该名称是其他单位的名称，不能用作姓名',
      });
  });

  it('is never the platform’s, an administrator’s included: its answers are marked by their role', () => {
    expect(signed(admin, '平台管理员')).toMatchObject({ success: false, data: { field: 'name' } });
    expect(signed(admin, '李明').success).toBe(true);
  });
});

describe('a verified holder and a stranger’s pending listing', () => {
  function holderPatent(): API.Patent {
    const listed = new Set(db().transactions.map((t) => t.applicationNumber));
    return db().patents.find(
      (p) =>
        p.applicants[0] === DEMO_COMPANY &&
        p.legalStatus === 'valid' &&
        !listed.has(p.applicationNumber),
    )!;
  }
  const listing = (patent: API.Patent, extra: Record<string, unknown> = {}) => ({
    kind: 'sell',
    applicationNumber: patent.applicationNumber,
    title: `专利出让：${patent.title}`.slice(0, 60),
    field: patent.field ?? 'XNY',
    transactionType: 'transfer',
    price: 30,
    description: '该专利已完成中试验证，可整体转让并提供必要的技术支持与资料。',
    contactName: '王经理',
    contactPhone: '13912345678',
    ...extra,
  });

  it('is not blocked; the stranger’s waits contested and cannot be approved', () => {
    const patent = holderPatent();
    const stranger = newcomer();
    const theirs = call<API.IpcTransaction>(saveTransaction, {
      headers: stranger.headers,
      body: listing(patent, { authorization: '受专利权人书面委托代理出让，授权书编号2026-018' }),
    }).body.data;
    expect(theirs).toMatchObject({ status: 'pending', authorized: true, seller: '个人' });
    const own = call<API.IpcTransaction>(saveTransaction, {
      headers: demo,
      body: listing(patent),
    }).body;
    expect(own.success).toBe(true);
    expect(own.data).toMatchObject({
      authorized: false,
      seller: DEMO_COMPANY,
      sellerVerified: true,
    });
    const inReview = call<API.Page<API.IpcTransaction>>(findAllTransactions, {
      headers: admin,
      query: {
        keyword: patent.applicationNumber,
        queryData: JSON.stringify({ status: 'pending' }),
      },
    }).body.data.content;
    expect(inReview.find((t) => t.id === theirs.id)?.contestedBy).toBe(own.data.id);
    expect(
      call(approveTransaction, { headers: admin, body: seen(theirs.id) }).body.errorMessage,
    ).toMatch(/专利权人已自行发布/);
    expect(call(approveTransaction, { headers: admin, body: seen(own.data.id) }).body.success).toBe(
      true,
    );
    // A second stranger is still held back by the holder's live listing.
    expect(
      call(saveTransaction, {
        headers: newcomer().headers,
        body: listing(patent, { authorization: '受专利权人书面委托代理出让，授权书编号2026-019' }),
      }).body.errorCode,
    ).toBe('DUPLICATE_LISTING');
  });
});
