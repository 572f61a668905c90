// Shared by the browser tests (not a test file itself).

// Every route of docs/spec.md §2, with sample parameters, and the heading each must show.
export const PORTAL_ROUTES = [
  ['/gxq/index', '一站式知识产权公共服务平台'],
  ['/gxq/index/list', '新闻动态'],
  ['/gxq/patent/search', '专利检索'],
  ['/gxq/patent/result', '请输入检索词'],
  ['/gxq/patent/detail?id=pat-000001', '著录项目'],
  ['/gxq/nav/pdf', '专利导航'],
  ['/gxq/nav/value', '专利价值评估'],
  ['/gxq/nav/value/result?id=pat-000001', '评估方法'],
  ['/gxq/finance/index', '知识产权金融'],
  ['/gxq/finance/list', '知识产权金融服务'],
  ['/gxq/finance/product/prod-0001', '办理流程'],
  ['/gxq/finance/agency/inst-0001', '机构简介'],
  ['/gxq/operations/index', '知识产权运营'],
  ['/gxq/operations/list', '知识产权交易大厅'],
  ['/gxq/operations/deals', '成交公示'],
  ['/gxq/operations/sell/txn-0001', '专利信息'],
  ['/gxq/operations/buy/txn-0451', '需求信息'],
  ['/gxq/operations/apply/sell', '发布出让'],
  ['/gxq/operations/apply/buy', '发布需求'],
  ['/gxq/service/index', '兼职运营服务'],
  ['/gxq/service/agency/search', '服务机构'],
  [
    '/gxq/service/agency/result/91110000600037341L/%E7%A4%BA%E4%BE%8B%E4%BB%A3%E7%90%86',
    '未找到该服务机构',
  ],
  ['/gxq/news/detail?id=news-0001', /^发布日期 \d{4}-\d{2}-\d{2}$/],
  ['/gxq/user/login', '登录门户账号'],
  ['/gxq/user/register', '注册账号'],
  ['/gxq/user/forget', '找回密码'],
  ['/gxq/legal/privacy', '隐私政策'],
];

/**
 * The portal pages that show a signed-in user something else than a visitor: the header's account
 * menu (the same on every page, checked on the home page), 保存检索, 收藏, 咨询, 申请融资 and the
 * publishing forms (a visitor is asked to log in instead).
 */
export const SIGNED_IN_PORTAL_PATHS = [
  '/gxq/index',
  '/gxq/patent/result?q=电池',
  '/gxq/patent/detail?id=pat-000030',
  '/gxq/finance/product/prod-0001',
  '/gxq/operations/list',
  '/gxq/operations/sell/txn-0001',
  '/gxq/operations/buy/txn-0451',
  '/gxq/operations/apply/sell',
  '/gxq/operations/apply/buy',
];

// The signed-in shell's pages: the user centre (any account) and the administrators' pages.
export const ACCOUNT_PATHS = [
  '/account/center',
  '/account/listings',
  '/account/demands',
  '/account/messages',
  '/account/favorites',
  '/account/searches',
  '/account/settings',
  '/account/settings?tab=security',
  '/account/settings?tab=verification',
];
export const ADMIN_PATHS = [
  '/admin/dashboard',
  '/admin/listings',
  '/admin/messages',
  '/admin/verifications',
  '/admin/users',
  '/admin/audit',
  '/admin/news',
  '/admin/news/new',
  '/admin/agencies',
  '/admin/institutions',
  '/admin/products',
  '/admin/experts',
];

/** The 机构与产品 lists opened with their create drawer: a URL an administrator shares or reloads. */
export const DRAWER_PATHS = ['agencies', 'institutions', 'products', 'experts'].map(
  (list) => `/admin/${list}?edit=new`,
);
