import { db, resetDb } from '../../mock/_lib/data';
import { resetDirectory } from '../../mock/_lib/directory';
import { findMyMessages, readMessage, unreadReplies } from '../../mock/_lib/handlers/messages';
import { adminAgency } from '../../mock/_lib/handlers/admin-directory';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { productDetail } from '../../mock/_lib/handlers/finance';
import {
  closeMessage,
  findAllMessages,
  replyMessage,
} from '../../mock/_lib/handlers/messages-admin';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const admin = authHeader('admin');
const unread = () => call(unreadReplies, { headers: demo }).body.data.count;
const myMessages = (filters: Record<string, unknown> = {}) =>
  call<API.Page<API.LeaveMessage>>(findMyMessages, {
    headers: demo,
    query: { queryData: JSON.stringify(filters) },
  }).body.data;

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
});

describe('messages', () => {
  it('are served under the website prefix', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'GET /ipr-website-service/api/authFront/leaveMessage/mine',
        'GET /ipr-website-service/api/authFront/leaveMessage/unread',
        'POST /ipr-website-service/api/authFront/leaveMessage/read',
        'GET /ipr-website-service/api/authFront/admin/leaveMessage/find',
        'POST /ipr-website-service/api/authFront/admin/leaveMessage/reply',
        'POST /ipr-website-service/api/authFront/admin/leaveMessage/close',
      ]),
    );
  });

  it('the sender sees their own messages, newest first, with the target and status', () => {
    const page = myMessages();
    expect(page.content.every((m) => m.account === 'demo')).toBe(true);
    expect(page.content.map((m) => m.status)).toEqual(['pending', 'replied']);
    expect(page.content[1].targetTitle).toBeTruthy();
    expect(myMessages({ status: 'replied' }).totalElements).toBe(1);
    expect(call(findMyMessages, { headers: admin }).body.data.totalElements).toBe(0);
  });

  it('an administrator’s reply is unread until the sender opens it', () => {
    const sent = call(leaveMessage, {
      headers: demo,
      body: { name: '演示用户', mobile: '13800000001', content: '请问交易服务费如何收取？谢谢' },
    }).body.data;
    expect(sent).toMatchObject({ status: 'pending', targetTitle: '平台留言' });
    const before = unread();
    const replied = call(replyMessage, {
      headers: admin,
      body: { id: sent.id, reply: '平台撮合服务不收取费用。' },
    }).body.data;
    expect(replied).toMatchObject({ status: 'replied', reply: '平台撮合服务不收取费用。' });
    expect(unread()).toBe(before + 1);
    call(readMessage, { headers: demo, body: { id: sent.id } });
    expect(unread()).toBe(before);
  });

  it('only administrators handle messages (HTTP 403 for others)', () => {
    for (const [handler, body] of [
      [findAllMessages, undefined],
      [replyMessage, { id: 'msg-0002', reply: '已收到' }],
      [closeMessage, { id: 'msg-0002' }],
    ] as const) {
      const sent = call(handler, { headers: demo, body });
      expect(sent.status).toBe(403);
      expect(sent.body.errorMessage).toBe('仅平台管理员可以处理留言');
    }
    expect(call(readMessage, { headers: admin, body: { id: 'msg-0001' } }).status).toBe(403);
  });

  it('administrators filter by status, target type and date, and a closed message takes no reply', () => {
    const find = (filters: Record<string, unknown>) =>
      call<API.Page<API.LeaveMessage>>(findAllMessages, {
        headers: admin,
        query: { queryData: JSON.stringify(filters) },
      }).body;
    expect(find({ status: 'pending' }).data.content.every((m) => m.status === 'pending')).toBe(
      true,
    );
    const listingOnes = find({ targetType: 'listing' }).data;
    expect(listingOnes.totalElements).toBeGreaterThan(0);
    expect(listingOnes.content.every((m) => m.targetType === 'listing')).toBe(true);
    expect(listingOnes.totalElements).toBeLessThan(find({}).data.totalElements);
    const november = find({ from: '2026-11-10', to: '2026-11-30' }).data.content;
    expect(november.length).toBeGreaterThan(0);
    expect(november.every((m) => m.createdAt >= '2026-11-10' && m.createdAt < '2026-12')).toBe(
      true,
    );
    expect(find({ from: '2026-11-10', to: '2026-11-11' }).data.totalElements).toBe(0);
    expect(find({ from: 'yesterday' }).errorMessage).toBe('开始日期格式不正确，应为YYYY-MM-DD');
    // Days are China's: 07:30 on the 26th in Xi'an is 23:30 UTC on the 25th.
    const early = db().messages[0];
    early.createdAt = '2026-11-25T23:30:00.000Z';
    const ids = (from: string, to: string) => find({ from, to }).data.content.map((m) => m.id);
    expect(ids('2026-11-26', '2026-11-26')).toContain(early.id);
    expect(ids('2026-11-25', '2026-11-25')).not.toContain(early.id);
    call(closeMessage, { headers: admin, body: { id: 'msg-0002' } });
    const refused = call(replyMessage, { headers: admin, body: { id: 'msg-0002', reply: '补充' } });
    expect(refused.body).toMatchObject({
      success: false,
      errorMessage: '该留言已关闭，不能再回复',
    });
    expect(
      call(replyMessage, { headers: admin, body: { id: 'msg-0001', reply: '' } }).body.errorMessage,
    ).toBe('请填写回复内容');
  });
});

describe('applications, consultations and bookings', () => {
  const contact = { name: '王经理', mobile: '13912345678' };
  const send = (body: Record<string, unknown>) =>
    call<API.LeaveMessage>(leaveMessage, { headers: demo, body: { ...contact, ...body } });
  const product = () => db().products[0];
  const inDays = (days: number) => {
    const day = new Date(Date.now() + days * 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  };

  it('a financing application carries the company, amount and term within the product’s bounds', () => {
    const { id, amountMin, amountMax, termMonthsMin } = product();
    const application = {
      purpose: 'financing',
      targetType: 'product',
      targetId: id,
      company: '西安示例科技有限公司',
      consent: true,
    };
    const tooMuch = send({ ...application, amount: amountMax + 1, termMonths: termMonthsMin });
    expect(tooMuch.body).toMatchObject({ success: false, showType: 2, data: { field: 'amount' } });
    expect(
      send({ ...application, company: '', amount: amountMin, termMonths: termMonthsMin }).body.data,
    ).toEqual({ field: 'company' });
    // Nothing goes to the institution without the applicant's consent, recorded with it.
    for (const consent of [undefined, false, 'true'])
      expect(
        send({ ...application, consent, amount: amountMin, termMonths: termMonthsMin }).body,
      ).toMatchObject({
        success: false,
        data: { field: 'consent' },
        errorMessage: '请阅读并同意将申请信息提供给该金融机构',
      });
    const applications = () =>
      call<API.FinancialProductDetail>(productDetail, { query: { id } }).body.data.applyCount;
    const before = applications();
    const sent = send({ ...application, amount: amountMin, termMonths: termMonthsMin }).body.data;
    // The refused attempts were not counted; the one sent is, on the product's page at once.
    expect(applications()).toBe(before + 1);
    expect(sent).toMatchObject({
      purpose: 'financing',
      amount: amountMin,
      termMonths: termMonthsMin,
      targetTitle: product().name,
      consent: true,
      consentTo: product().institutionName,
    });
    expect(Date.parse(sent.consentAt!)).not.toBeNaN();
    expect(sent.content).toBeUndefined();
    expect(myMessages({ purpose: 'financing' }).content.map((m) => m.id)).toContain(sent.id);
  });

  it('an application needs a product, a booking a service', () => {
    expect(
      send({ purpose: 'financing', targetType: 'listing', targetId: 'txn-0001' }).body.errorMessage,
    ).toBe('该对象不支持这种申请');
    expect(
      send({ purpose: 'booking', targetType: 'product', targetId: product().id }).body.errorMessage,
    ).toBe('该对象不支持这种申请');
    expect(
      send({ purpose: 'nonsense', content: '这是一条足够长的留言内容' }).body.errorMessage,
    ).toBe('留言类型不正确');
  });

  it('a booking asks for a day ahead within the window and a part of it', () => {
    const service = db().dictionaries.SERVICE_PartTimeOperation[0].value;
    const booking = { purpose: 'booking', targetType: 'service', targetId: service };
    expect(
      send({ ...booking, preferredDate: inDays(0), preferredPeriod: 'morning' }).body.data,
    ).toEqual({ field: 'preferredDate' });
    expect(
      send({ ...booking, preferredDate: inDays(120), preferredPeriod: 'morning' }).body.data,
    ).toEqual({ field: 'preferredDate' });
    expect(
      send({ ...booking, preferredDate: inDays(2), preferredPeriod: 'night' }).body.data,
    ).toEqual({ field: 'preferredPeriod' });
    const sent = send({ ...booking, preferredDate: inDays(2), preferredPeriod: 'afternoon' }).body
      .data;
    expect(sent).toMatchObject({
      purpose: 'booking',
      preferredDate: inDays(2),
      preferredPeriod: 'afternoon',
    });
  });

  it('a consultation needs its words', () => {
    const listing = db().transactions[0];
    expect(
      send({ purpose: 'consult', targetType: 'listing', targetId: listing.id, content: '太短' })
        .body.errorMessage,
    ).toBe('咨询内容长度应为10-500个字符');
    const sent = send({
      purpose: 'consult',
      targetType: 'listing',
      targetId: listing.id,
      content: '请问是否支持分期付款与技术指导？',
    });
    expect(sent.body.data).toMatchObject({ purpose: 'consult', targetTitle: listing.title });
  });

  it('refuses words that hide characters, in any field', () => {
    const listing = db().transactions[0];
    const consult = (over: Record<string, unknown>) =>
      send({
        purpose: 'consult',
        targetType: 'listing',
        targetId: listing.id,
        content: '请问是否支持分期付款与技术指导？',
        ...over,
      }).body;
    expect(consult({ content: '请问是否支持分期付款\u202e与技术指导？' })).toMatchObject({
      success: false,
      errorMessage: '咨询内容不能包含不可见字符或控制字符',
    });
    expect(consult({ name: '王\ufeff经理' }).errorMessage).toBe('姓名不能包含不可见字符或控制字符');
  });

  it('does not tell another account the title of a listing in review', () => {
    const pending = db().transactions.find((t) => t.status === 'pending' && t.owner === 'demo')!;
    const consult = (headers: Record<string, string>) =>
      call<API.LeaveMessage>(leaveMessage, {
        headers,
        body: {
          ...contact,
          purpose: 'consult',
          targetType: 'listing',
          targetId: pending.id,
          content: '请问这项专利现在可以转让吗？',
        },
      }).body;
    const stranger = consult(authHeader('buyer'));
    expect(stranger).toMatchObject({ success: false, errorCode: 'TARGET_NOT_FOUND' });
    expect(JSON.stringify(stranger)).not.toContain(pending.title);
    // Nor does its owner consult on it: one does not ask oneself.
    expect(consult(demo)).toMatchObject({ success: false, data: { field: 'content' } });
  });
});

describe('a message reaches something the portal shows', () => {
  afterEach(resetDirectory);
  const ask = (headers: Record<string, string>, targetType: string, targetId: string) =>
    call(leaveMessage, {
      method: 'POST',
      headers,
      body: {
        name: '采购演示用户',
        mobile: '13800000003',
        content: '请问贵单位的合作方式与收费标准？',
        targetType,
        targetId,
      },
    });

  it('refuses an unknown agency, expert or product, and a disabled agency', () => {
    const buyer = authHeader('buyer');
    for (const [type, id] of [
      ['agency', 'agency-9999'],
      ['expert', 'expert-9999'],
      ['product', 'prod-9999'],
    ])
      expect([type, ask(buyer, type, id).body.errorCode]).toEqual([type, 'TARGET_NOT_FOUND']);
    const agency = db().agencies[0];
    expect(ask(buyer, 'agency', agency.id).body.success).toBe(true);
    const disabled = call(adminAgency.disable, {
      method: 'POST',
      headers: admin,
      body: { id: agency.id, version: 1, reason: '机构已注销，停止展示' },
    });
    expect(disabled.body.success).toBe(true);
    expect(ask(buyer, 'agency', agency.id).body).toMatchObject({
      success: false,
      errorCode: 'TARGET_NOT_FOUND',
      errorMessage: '未找到留言对象，可能已下线或不存在',
    });
  });
});
