// Administrators forward a consultation about an agency, institution, expert or product (which
// have no accounts) to its contact: only they may, only such messages, and the asker reads it in
// the thread as an unread answer.

import { db, resetDb } from '../../mock/_lib/data';
import { forwardMessage } from '../../mock/_lib/handlers/message-forward';
import { findMyMessages, unreadReplies } from '../../mock/_lib/handlers/messages';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { closeMessage, findAllMessages } from '../../mock/_lib/handlers/messages-admin';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const admin = authHeader('admin');
const buyer = authHeader('buyer');
const demo = authHeader('demo');

const forward = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<API.LeaveMessage>(forwardMessage, { headers, body });

/** The administrators' view of one message. */
const asAdmin = (id: string) =>
  call<API.Page<API.LeaveMessage>>(findAllMessages, {
    headers: admin,
    query: { size: '100' },
  }).body.data.content.find((m) => m.id === id)!;

const adminList = (filters: Record<string, unknown>) =>
  call<API.Page<API.LeaveMessage>>(findAllMessages, {
    headers: admin,
    query: { size: '100', queryData: JSON.stringify(filters) },
  }).body.data.content.map((m) => m.id);

const unreadOf = (headers: Record<string, string>) =>
  call<API.MessageUnread>(unreadReplies, { headers }).body.data.replies;

/** The seeded consultation buyer sent to a service agency, waiting for the platform. */
const agencyQuestion = () =>
  db().messages.find((m) => m.account === 'buyer' && m.targetType === 'agency')!;
const agencyOf = (m: API.LeaveMessage) => db().agencies.find((a) => a.creditCode === m.targetId)!;

/** A new consultation of buyer's about a target without an account. */
function consult(targetType: API.MessageTargetType, targetId: string): API.LeaveMessage {
  const sent = call<API.LeaveMessage>(leaveMessage, {
    headers: buyer,
    body: {
      name: '采购演示用户',
      mobile: '13800000003',
      purpose: 'consult',
      targetType,
      targetId,
      content: '想了解贵方的服务方式、周期和收费标准，方便时请联系。',
    },
  }).body;
  expect(sent.success).toBe(true);
  return sent.data;
}

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
});

describe('forwarding a message', () => {
  it('is for administrators only: a visitor gets 401, an account 403, and nothing changes', () => {
    const question = agencyQuestion();
    const body = { id: question.id, to: 'office@example.com' };
    expect(forward({}, body).status).toBe(401);
    for (const headers of [buyer, demo]) {
      const refused = forward(headers, body);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('FORBIDDEN');
    }
    expect(asAdmin(question.id).forwards).toBeUndefined();
    expect(asAdmin(question.id).thread).toEqual([]);
  });

  it('offers the agency’s directory contact to administrators, and never to the asker', () => {
    const question = agencyQuestion();
    const agency = agencyOf(question);
    expect(asAdmin(question.id).forwardTarget).toEqual({
      name: agency.enterpriseName,
      contact: agency.email,
    });
    const mine = call<API.Page<API.LeaveMessage>>(findMyMessages, { headers: buyer }).body.data;
    expect(mine.content.find((m) => m.id === question.id)?.forwardTarget).toBeUndefined();
  });

  it('adds a platform post naming the agency and contact, unread for the asker, and records it', () => {
    const question = agencyQuestion();
    const agency = agencyOf(question);
    const unreadBefore = unreadOf(buyer);
    const sent = forward(admin, {
      id: question.id,
      to: agency.contactPhone,
      note: '已电话告知对方',
    });
    expect(sent.body.success).toBe(true);
    const forwarded = sent.body.data;
    expect(forwarded.status).toBe('replied');
    expect(forwarded.forwards).toEqual([
      expect.objectContaining({
        to: agency.contactPhone,
        toName: agency.enterpriseName,
        note: '已电话告知对方',
        by: 'admin',
      }),
    ]);
    expect(unreadOf(buyer)).toBe(unreadBefore + 1);

    // The asker reads the forwarding as the platform's post, without the administrators' record.
    const mine = call<API.Page<API.LeaveMessage>>(findMyMessages, { headers: buyer }).body.data;
    const seen = mine.content.find((m) => m.id === question.id)!;
    expect(seen.forwards).toBeUndefined();
    expect(seen.thread).toHaveLength(1);
    expect(seen.thread![0]).toMatchObject({ role: 'platform', author: '平台管理员' });
    expect(seen.thread![0].content).toContain(agency.enterpriseName);
    expect(seen.thread![0].content).toContain(`联系电话 ${agency.contactPhone}`);
    expect(seen.thread![0].content).not.toContain('已电话告知对方');
  });

  it('refuses a consultation about a listing or demand, and a closed thread', () => {
    const aboutListings = db().messages.filter((m) => m.targetType === 'listing');
    // One goes to its owner, one (from before consultations reached owners) to the platform.
    expect(new Set(aboutListings.map((m) => m.recipient))).toEqual(new Set(['owner', 'platform']));
    for (const m of aboutListings) {
      expect(asAdmin(m.id).forwardTarget).toBeUndefined();
      const refused = forward(admin, { id: m.id, to: 'office@example.com' });
      expect(refused.body.success).toBe(false);
      expect(refused.body.errorCode).toBe('BAD_REQUEST');
    }

    const question = agencyQuestion();
    call(closeMessage, { headers: admin, body: { id: question.id } });
    expect(asAdmin(question.id).forwardTarget).toBeUndefined();
    const refused = forward(admin, { id: question.id, to: 'office@example.com' });
    expect(refused.body.errorMessage).toContain('已关闭');
    expect(asAdmin(question.id).thread).toEqual([]);
  });

  it('takes an e-mail, a mobile or a landline, and names the field it refuses', () => {
    const question = agencyQuestion();
    for (const to of ['', '12345', 'office@', '029-1234']) {
      const refused = forward(admin, { id: question.id, to });
      expect(refused.body.success).toBe(false);
      expect(refused.body.data).toEqual({ field: 'to' });
    }
    const longNote = forward(admin, { id: question.id, to: '13912345678', note: '备'.repeat(201) });
    expect(longNote.body.data).toEqual({ field: 'note' });
    expect(asAdmin(question.id).forwards).toBeUndefined();

    for (const to of ['13912345678', '029-88886120', 'Office@Example.cn'])
      expect(forward(admin, { id: question.id, to }).body.success).toBe(true);
    expect(asAdmin(question.id).forwards?.map((f) => f.to)).toEqual([
      '13912345678',
      '029-88886120',
      'Office@Example.cn',
    ]);
  });

  it('refuses the same contact twice, however it is spelled, so the asker is told once', () => {
    const question = agencyQuestion();
    expect(forward(admin, { id: question.id, to: '029-88886120' }).body.success).toBe(true);
    const again = forward(admin, { id: question.id, to: '02988886120' });
    expect(again.body.success).toBe(false);
    expect(again.body.data).toEqual({ field: 'to' });
    expect(again.body.errorMessage).toContain('不必重复转交');
    expect(asAdmin(question.id).thread).toHaveLength(1);
    expect(unreadOf(buyer)).toBe(1);
  });

  it('sends a product’s consultation to its lender, and an expert’s to whom the admin names', () => {
    const product = db().products[0];
    const institution = db().institutions.find((i) => i.id === product.institutionId)!;
    const aboutProduct = consult('product', product.id);
    expect(asAdmin(aboutProduct.id).forwardTarget).toEqual({
      name: institution.name,
      contact: institution.phone,
    });

    const agencyNames = new Set(db().agencies.map((a) => a.enterpriseName));
    const expert = db().experts.find((e) => !agencyNames.has(e.organization))!;
    const aboutExpert = consult('expert', expert.id);
    const target = asAdmin(aboutExpert.id).forwardTarget!;
    expect(target.name).toContain(expert.name);
    expect(target.contact).toBeUndefined();
    const sent = forward(admin, { id: aboutExpert.id, to: 'expert@example.edu.cn' });
    expect(sent.body.data.thread?.at(-1)?.content).toContain('联系邮箱 expert@example.edu.cn');
  });

  it('lists the messages waiting to be forwarded and the forwarded ones apart', () => {
    const question = agencyQuestion();
    expect(adminList({ forwarded: false })).toContain(question.id);
    const portalMessage = db().messages.find((m) => m.targetType === 'portal')!;
    expect(adminList({ forwarded: false })).not.toContain(portalMessage.id);
    expect(adminList({ forwarded: true })).toEqual([]);

    forward(admin, { id: question.id, to: 'office@example.com' });
    expect(adminList({ forwarded: true })).toEqual([question.id]);
    expect(adminList({ forwarded: false })).not.toContain(question.id);
  });
});
