// Messages the demo account left before, so its 我的留言与咨询 shows both states: a question
// about a listing that the platform answered (not yet read), and one still waiting.

export function demoMessages(listing: API.IpcTransaction): API.LeaveMessage[] {
  return [
    {
      id: 'msg-0001',
      account: 'demo',
      name: '演示用户',
      mobile: '13800000001',
      content: '请问该专利是否支持分期付款？另外许可期限最短可以签几年？',
      targetType: 'listing',
      targetId: listing.id,
      targetTitle: listing.title,
      createdAt: '2026-11-02T09:12:00.000Z',
      status: 'replied',
      reply:
        '您好，出让方同意首付40%、余款一年内付清；普通许可最短可签3年。已将您的联系方式转给出让方。',
      repliedAt: '2026-11-03T02:30:00.000Z',
      replyRead: false,
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
    },
  ];
}
