// Messages of the data set, so both sides of a conversation have something to show:
// - demo asked the platform about a listing of the data set (answered, not yet read) and left a
//   portal message still waiting;
// - firm consulted on demo's own listing (demo has not opened it yet) and on demo's demand, where
//   demo answered and firm followed up (追问) — a thread waiting for demo;
// - buyer asked a service agency, which has no account: the platform's administrators forward it.

const FIRM = { account: 'firm', name: '李经理', mobile: '13800000004' } as const;
const BUYER = { account: 'buyer', name: '采购演示用户', mobile: '13800000003' } as const;

export function demoMessages(
  asked: API.IpcTransaction,
  demoListing: API.IpcTransaction,
  demoDemand: API.IpcTransaction,
  agency: API.ServiceAgency,
): API.LeaveMessage[] {
  return [
    {
      id: 'msg-0001',
      account: 'demo',
      name: '演示用户',
      mobile: '13800000001',
      content: '请问该专利是否支持分期付款？另外许可期限最短可以签几年？',
      purpose: 'consult',
      targetType: 'listing',
      targetId: asked.id,
      targetTitle: asked.title,
      createdAt: '2026-11-02T09:12:00.000Z',
      status: 'replied',
      recipient: 'platform',
      thread: [
        {
          role: 'platform',
          author: '平台管理员',
          content:
            '您好，出让方同意首付40%、余款一年内付清；普通许可最短可签3年。已将您的联系方式转给出让方。',
          createdAt: '2026-11-03T02:30:00.000Z',
        },
      ],
      reply:
        '您好，出让方同意首付40%、余款一年内付清；普通许可最短可签3年。已将您的联系方式转给出让方。',
      repliedAt: '2026-11-03T02:30:00.000Z',
      replyRead: false,
      senderUnread: 1,
      recipientUnread: 0,
    },
    {
      id: 'msg-0002',
      account: 'demo',
      name: '演示用户',
      mobile: '13800000001',
      content: '想了解园区对知识产权质押融资的贴息政策，申请需要准备哪些材料？',
      targetType: 'portal',
      targetTitle: '平台留言',
      createdAt: '2026-11-18T06:40:00.000Z',
      status: 'pending',
      recipient: 'platform',
      thread: [],
      senderUnread: 0,
      recipientUnread: 1,
    },
    {
      id: 'msg-0003',
      ...FIRM,
      content: '我司计划在新产线上使用该专利，请问能否先签普通许可试用一年，再决定是否受让？',
      purpose: 'consult',
      targetType: 'listing',
      targetId: demoListing.id,
      targetTitle: demoListing.title,
      createdAt: '2026-11-19T03:05:00.000Z',
      status: 'pending',
      recipient: 'owner',
      recipientAccount: demoListing.owner,
      contactShared: true,
      thread: [],
      senderUnread: 0,
      recipientUnread: 1,
    },
    {
      id: 'msg-0004',
      ...FIRM,
      content: '我司持有相关方向的发明专利两件，想了解贵方的预算区间和期望的交付方式。',
      purpose: 'consult',
      targetType: 'listing',
      targetId: demoDemand.id,
      targetTitle: demoDemand.title,
      createdAt: '2026-11-16T01:20:00.000Z',
      status: 'pending',
      recipient: 'owner',
      recipientAccount: demoDemand.owner,
      // firm keeps its mobile from the demand's owner until they talk.
      contactShared: false,
      thread: [
        {
          role: 'owner',
          author: demoDemand.seller === '个人' ? '发布者' : demoDemand.seller,
          content: '您好，预算在需求说明的范围内，可以一次性转让，也可以先许可后转让。',
          createdAt: '2026-11-17T02:00:00.000Z',
        },
        {
          role: 'sender',
          author: FIRM.name,
          content: '好的，两件专利的申请号稍后发您，请问方便约个时间当面沟通吗？',
          createdAt: '2026-11-18T08:45:00.000Z',
        },
      ],
      reply: '您好，预算在需求说明的范围内，可以一次性转让，也可以先许可后转让。',
      repliedAt: '2026-11-17T02:00:00.000Z',
      replyRead: true,
      senderUnread: 0,
      recipientUnread: 1,
    },
    {
      id: 'msg-0005',
      ...BUYER,
      content: '我司有两项电池管理方面的发明申请需要做国外布局，想了解PCT申请的周期和费用。',
      purpose: 'consult',
      targetType: 'agency',
      targetId: agency.creditCode,
      targetTitle: agency.enterpriseName,
      createdAt: '2026-11-20T02:10:00.000Z',
      status: 'pending',
      recipient: 'platform',
      thread: [],
      senderUnread: 0,
      recipientUnread: 1,
    },
  ];
}

/** Every item's consultation count is the consultations it received: none but the seeded ones. */
export function withInquiriesCounted(
  items: API.IpcTransaction[],
  messages: API.LeaveMessage[],
): API.IpcTransaction[] {
  const counts = new Map<string, number>();
  for (const m of messages)
    if (m.targetType === 'listing' && m.targetId)
      counts.set(m.targetId, (counts.get(m.targetId) ?? 0) + 1);
  return items.map((t) => ({ ...t, inquiries: counts.get(t.id) ?? 0 }));
}
