// Consultations reach the owner of the listing or demand, and a message is a thread both sides
// add to; each side has its own unread count; only the two sides (and administrators) take part.

import { db, resetDb } from '../../mock/_lib/data';
import {
  closeOwnMessage,
  findMyMessages,
  findReceivedMessages,
  postMessage,
  readMessage,
  unreadReplies,
} from '../../mock/_lib/handlers/messages';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import {
  closeMessage,
  findAllMessages,
  replyMessage,
} from '../../mock/_lib/handlers/messages-admin';
import { transactionDetail } from '../../mock/_lib/handlers/trading';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const firm = authHeader('firm');
const admin = authHeader('admin');
const stranger = authHeader('buyer');

const demoListing = () =>
  db().transactions.find((t) => t.owner === 'demo' && t.kind === 'sell' && t.status !== 'pending')!;
const unread = (headers: Record<string, string>) =>
  call<API.MessageUnread>(unreadReplies, { headers }).body.data;
const received = (headers: Record<string, string>, filters: Record<string, unknown> = {}) =>
  call<API.Page<API.LeaveMessage>>(findReceivedMessages, {
    headers,
    query: { queryData: JSON.stringify(filters) },
  }).body.data;
const consult = (headers: Record<string, string>, item: API.IpcTransaction, more = {}) =>
  call<API.LeaveMessage>(leaveMessage, {
    headers,
    body: {
      name: '王经理',
      mobile: '13912345678',
      email: 'wang@example.com',
      purpose: 'consult',
      targetType: 'listing',
      targetId: item.id,
      content: '请问该专利能否先许可后转让？价格是否可以分期？',
      ...more,
    },
  }).body;
const post = (headers: Record<string, string>, id: string, content: string) =>
  call<API.LeaveMessage>(postMessage, { headers, body: { id, content } });

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
});

describe('a consultation about a listing', () => {
  it('goes to the listing’s owner, unread, and counts on the listing', () => {
    const item = demoListing();
    const before = { unread: unread(demo), inquiries: item.inquiries };
    const sent = consult(firm, item);
    expect(sent.data).toMatchObject({ recipient: 'owner', status: 'pending', thread: [] });
    // The sender never learns the owner's account.
    expect(sent.data.recipientAccount).toBeUndefined();
    expect(unread(demo)).toEqual({
      count: before.unread.count + 1,
      replies: before.unread.replies,
      received: before.unread.received + 1,
    });
    const inbox = received(demo, { targetId: item.id });
    expect(inbox.content.map((m) => m.id)).toContain(sent.data.id);
    const shown = inbox.content.find((m) => m.id === sent.data.id)!;
    expect(shown).toMatchObject({
      name: '王经理',
      mobile: '13912345678',
      email: 'wang@example.com',
    });
    expect(shown.account).toBe('');
    const detail = call<API.IpcTransactionDetail>(transactionDetail, { query: { id: item.id } });
    expect(detail.body.data.inquiries).toBe(before.inquiries + 1);
  });

  it('keeps the contact from the owner when the sender asks so; administrators still see it', () => {
    const item = demoListing();
    const sent = consult(firm, item, { shareContact: false }).data;
    const shown = received(demo).content.find((m) => m.id === sent.id)!;
    expect(shown.mobile).toBe('139****5678');
    expect(shown.email).toBeUndefined();
    const all = call<API.Page<API.LeaveMessage>>(findAllMessages, {
      headers: admin,
      query: { keyword: '王经理' },
    }).body.data.content;
    expect(all.find((m) => m.id === sent.id)).toMatchObject({
      mobile: '13912345678',
      account: 'firm',
      recipientAccount: 'demo',
    });
  });

  it('is refused on one’s own item and on an item no longer in the hall', () => {
    const item = demoListing();
    expect(consult(demo, item)).toMatchObject({ success: false, data: { field: 'content' } });
    const gone = db().transactions.find(
      (t) => t.status === 'withdrawn' || t.status === 'takenDown',
    );
    if (gone) expect(consult(firm, gone)).toMatchObject({ success: false });
    expect(received(firm).content.every((m) => m.recipientAccount === undefined)).toBe(true);
  });

  it('about an agency stays with the platform', () => {
    const agency = db().agencies[0];
    const sent = call<API.LeaveMessage>(leaveMessage, {
      headers: firm,
      body: {
        name: '王经理',
        mobile: '13912345678',
        purpose: 'consult',
        targetType: 'agency',
        targetId: agency.creditCode,
        content: '请问贵所代理发明专利申请的周期和费用大概是多少？',
      },
    }).body.data;
    expect(sent.recipient).toBe('platform');
    expect(received(demo).content.map((m) => m.id)).not.toContain(sent.id);
  });
});

describe('a thread', () => {
  it('keeps every answer and follow-up with its author and time, unread for the other side', () => {
    const item = demoListing();
    const { id } = consult(firm, item).data;
    const firstAnswer = post(demo, id, '可以先签一年普通许可，许可费可抵转让款。');
    expect(firstAnswer.body.data).toMatchObject({ status: 'replied', recipientUnread: 1 });
    expect(unread(firm).replies).toBe(1);
    const followUp = post(firm, id, '好的，抵扣比例是多少？能否提供样品测试？');
    expect(followUp.body.data.status).toBe('pending');
    post(demo, id, '抵扣比例为50%，样品可以提供。');
    const adminAnswer = call<API.LeaveMessage>(replyMessage, {
      headers: admin,
      body: { id, reply: '平台可协助双方签订许可合同。' },
    }).body.data;
    expect(adminAnswer.thread!.map((p) => [p.role, p.content])).toEqual([
      ['owner', '可以先签一年普通许可，许可费可抵转让款。'],
      ['sender', '好的，抵扣比例是多少？能否提供样品测试？'],
      ['owner', '抵扣比例为50%，样品可以提供。'],
      ['platform', '平台可协助双方签订许可合同。'],
    ]);
    expect(adminAnswer.thread!.map((p) => p.author)).toEqual([
      item.seller === '个人' ? '发布者' : item.seller,
      '王经理',
      item.seller === '个人' ? '发布者' : item.seller,
      '平台管理员',
    ]);
    expect(adminAnswer.thread!.every((p) => !Number.isNaN(Date.parse(p.createdAt)))).toBe(true);
    // Three answers wait for the sender; the follow-up and the opening one for the owner.
    const mine = call<API.Page<API.LeaveMessage>>(findMyMessages, { headers: firm }).body.data;
    expect(mine.content.find((m) => m.id === id)).toMatchObject({
      senderUnread: 3,
      replyRead: false,
    });
    expect(received(demo, { unread: true }).content.map((m) => m.id)).toContain(id);
    call(readMessage, { headers: firm, body: { id } });
    call(readMessage, { headers: demo, body: { id } });
    expect(unread(firm).replies).toBe(0);
    expect(received(demo, { unread: true }).content.map((m) => m.id)).not.toContain(id);
  });

  it('takes part only its two sides: others are refused, administrators answer as the platform', () => {
    const { id } = consult(firm, demoListing()).data;
    for (const headers of [stranger, admin]) {
      expect(post(headers, id, '我也想问一下').status).toBe(403);
      expect(call(readMessage, { headers, body: { id } }).status).toBe(403);
      expect(call(closeOwnMessage, { headers, body: { id } }).status).toBe(403);
    }
    expect(call(postMessage, { body: { id, content: '匿名追问内容' } }).status).toBe(401);
    expect(post(firm, id, '')).toMatchObject({ body: { errorMessage: '请填写追问内容' } });
    expect(post(demo, 'msg-9999', '回复内容').body.errorCode).toBe('TARGET_NOT_FOUND');
  });

  it('closed says who closed it and when, and takes no further post', () => {
    const { id } = consult(firm, demoListing()).data;
    const closed = call<API.LeaveMessage>(closeOwnMessage, { headers: demo, body: { id } }).body
      .data;
    expect(closed).toMatchObject({ status: 'closed', closedBy: 'owner' });
    expect(Date.parse(closed.closedAt!)).not.toBeNaN();
    expect(post(firm, id, '还有一个问题想请教').body.errorMessage).toBe('该留言已关闭，不能再回复');
    const byAdmin = call<API.LeaveMessage>(closeMessage, {
      headers: admin,
      body: { id: 'msg-0002' },
    }).body.data;
    expect(byAdmin).toMatchObject({ closedBy: 'platform', closedByName: '平台管理员' });
  });

  it('a follow-up counts against the sender’s message limit', () => {
    const { id } = consult(firm, demoListing()).data;
    const answers = Array.from({ length: 6 }, (_, i) => post(firm, id, `第${i + 1}个追问的内容`));
    expect(answers.map((a) => a.status)).toContain(429);
  });
});

describe('bounds of a thread (issue 49, finding 12)', () => {
  it('takes 20 answers a minute from an owner, then asks it to wait', () => {
    const item = demoListing();
    const threads = [consult(firm, item).data, consult(stranger, item).data];
    const answered = Array.from({ length: 20 }, (_, i) =>
      post(demo, threads[i % 2].id, `第${i + 1}次回复：可以先许可后转让`),
    );
    expect(answered.every((sent) => sent.body.success)).toBe(true);
    const refused = post(demo, threads[0].id, '第21次回复：可以先许可后转让');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      errorMessage: expect.stringMatching(/^回复过于频繁，请\d+秒后再试$/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(db().messages.find((m) => m.id === threads[0].id)!.thread).toHaveLength(10);
    // The sender's follow-up is its own count.
    expect(post(firm, threads[0].id, '好的，请问分期几年？').body.success).toBe(true);
  });

  it('holds 100 posts; the next is refused at its field, and the thread is unchanged', () => {
    const asked = consult(firm, demoListing()).data;
    const stored = db().messages.find((m) => m.id === asked.id)!;
    stored.thread = Array.from({ length: 100 }, (_, i) => ({
      role: i % 2 ? ('sender' as const) : ('owner' as const),
      author: i % 2 ? '王经理' : '演示用户',
      content: `第${i + 1}条`,
      createdAt: '2026-11-30T08:00:00.000Z',
    }));
    const refused = post(demo, asked.id, '再回复一条');
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: '这条留言的往来已达 100 条，不能再回复；如需继续沟通，请重新留言',
      data: { field: 'content' },
    });
    expect(post(firm, asked.id, '再追问一条').body.data).toEqual({ field: 'content' });
    expect(db().messages.find((m) => m.id === asked.id)!.thread).toHaveLength(100);
  });
});
