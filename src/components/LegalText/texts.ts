// 用户服务协议 and 隐私政策: what an account agrees to at registration, and what the portal
// collects, why, how long it keeps it and whom to ask. Shown on /gxq/legal/:doc and in the
// registration form's dialog. The operator replaces the contact lines with its own.

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const CONTACT =
  '服务热线 029-8888 6120（工作日 9:00-17:30）、邮箱 service@ipzone.gov.cn，或页面底部的“在线留言”';

export const LEGAL_DOCUMENTS = {
  terms: {
    title: '用户服务协议',
    updated: '2026年11月25日',
    intro:
      '本协议是您与知识产权服务业集聚发展示范区公共服务门户（以下简称“本平台”）之间关于注册、登录和使用本平台服务的约定。注册即表示您已阅读并同意本协议和《隐私政策》。',
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '本平台提供专利检索、专利导航报告、专利价值评估、知识产权金融产品与机构信息、专利出让与求购信息发布、服务机构查询、新闻动态等公共服务。检索与评估结果仅供参考，不构成法律意见或交易建议。',
        ],
      },
      {
        heading: '二、账号',
        paragraphs: [
          '您应使用本人手机号注册，并妥善保管账号、密码和验证码；通过您的账号进行的操作视为您本人的操作。发现账号被他人使用的，请立即修改密码并联系平台。',
          '昵称不得冒用他人、已认证企业或平台的名义。以企业身份发布信息须先完成企业认证，认证信息应与营业执照一致。',
        ],
      },
      {
        heading: '三、发布交易信息',
        paragraphs: [
          '您发布的出让信息、求购需求应真实、准确、合法。出让非本企业为专利权人的专利，须取得专利权人授权并如实填写授权说明。',
          '信息经平台审核通过后方在交易大厅展示；平台可对不实、违法或侵犯他人权利的信息驳回或下架，并说明原因。交易由双方自行协商达成，平台不是交易一方。',
        ],
      },
      {
        heading: '四、用户行为',
        paragraphs: [
          '不得发布违法违规、虚假或侵犯他人知识产权与个人信息的内容；不得以自动化手段批量抓取数据、反复尝试密码或验证码，或以其他方式干扰平台运行。平台对频繁的异常请求将暂时限制。',
        ],
      },
      {
        heading: '五、协议变更与联系',
        paragraphs: [
          `本协议变更时，平台将在本页公布并注明更新日期。对本协议有疑问，请通过${CONTACT}联系我们。`,
        ],
      },
    ],
  },
  privacy: {
    title: '隐私政策',
    updated: '2026年12月4日',
    intro:
      '本政策说明本平台收集哪些个人信息、为什么收集、保存多久、如何保护，以及您如何查询、更正和删除。未注册的访客浏览公开页面时，本平台不收集能识别您身份的信息。',
    sections: [
      {
        heading: '一、我们收集的信息及用途',
        paragraphs: [
          '手机号：用于注册、登录、找回密码和更换绑定手机时接收验证码，并作为账号的联系方式。',
          '昵称、邮箱和头像（选填）：用于在页头和个人中心显示，邮箱用于平台与您联系。',
          '企业认证信息：企业名称、统一社会信用代码、营业执照图片、联系人及电话，仅用于审核您以企业身份发布信息的资格；营业执照图片只有您本人和平台审核人员可以查看。',
          '您发布的交易信息与留言：包括您填写的联系人和联系电话。交易信息审核通过后公开展示，联系电话对未登录的访客打码显示；留言和咨询仅您本人、信息发布者（咨询交易信息时）和平台工作人员可见。',
          '收藏与保存的检索：仅您本人可见，用于在“我的收藏”“我的检索”中再次打开。',
          '安全记录：登录和获取验证码时的网络地址与失败次数，用于限制反复尝试，防止账号被盗用。',
        ],
      },
      {
        heading: '二、浏览器中保存的数据',
        paragraphs: [
          '为保持登录和方便填写，本平台在您的浏览器中保存登录凭证、未提交的表单草稿和检索历史。退出登录时，这些数据会从该浏览器中清除；在公用电脑上使用后请务必退出登录。',
        ],
      },
      {
        heading: '三、保存期限',
        paragraphs: [
          '账号信息、企业认证信息、发布的信息和留言在账号存续期间保存；账号注销后 30 日内删除或匿名化处理，法律法规要求保存的除外。',
          '登录凭证有效期为 8 小时，修改密码后其他设备上的登录立即失效；安全记录在限制期结束后即不再使用，最长保存 24 小时。',
        ],
      },
      {
        heading: '四、共享与公开',
        paragraphs: [
          '除本政策所述的公开展示外，未经您同意，本平台不向第三方提供您的个人信息，法律法规另有规定或有权机关依法要求的除外。本平台不出售个人信息，也不将其用于营销推送。',
          '您申请融资时，经您在申请表中勾选同意，平台将该次申请的企业名称、申请金额与期限、联系人和联系方式提供给您所申请产品的金融机构，仅用于其联系您办理融资；您的同意及其时间随申请一并记录。未勾选同意的申请不会提交。',
        ],
      },
      {
        heading: '五、您的权利',
        paragraphs: [
          '您可以在“个人设置”中查询和更正昵称、邮箱、头像、密码和绑定手机，在“我的发布”“我的需求”“我的收藏”“我的检索”中管理您的信息。',
          `如需删除个人信息、注销账号或撤回同意，或对本政策有疑问、投诉，请通过${CONTACT}联系平台个人信息保护负责人，我们将在 15 个工作日内答复。`,
        ],
      },
    ],
  },
} satisfies Record<string, LegalDocument>;

export type LegalDocKey = keyof typeof LEGAL_DOCUMENTS;

export function isLegalDocKey(value: unknown): value is LegalDocKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LEGAL_DOCUMENTS, value);
}
