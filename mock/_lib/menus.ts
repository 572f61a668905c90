// The shell's menus as the server sends them (menuData of currentUser, docs/spec.md §6): what each
// kind of account sees. The portal shows a page only when its access key also allows it.

/** Every signed-in user's menu: the user centre, and the way back to the portal. */
export const ACCOUNT_MENU: API.MenuItem[] = [
  {
    path: '/account',
    name: '账户管理',
    icon: 'user',
    children: [
      { path: '/account/center', name: '个人中心', icon: 'idcard' },
      { path: '/account/listings', name: '我的发布', icon: 'shop' },
      { path: '/account/demands', name: '我的需求', icon: 'filesearch' },
      { path: '/account/messages', name: '我的留言与咨询', icon: 'notification' },
      { path: '/account/favorites', name: '我的收藏', icon: 'star' },
      { path: '/account/searches', name: '我的检索', icon: 'search' },
      { path: '/account/settings', name: '个人设置', icon: 'setting' },
    ],
  },
  { path: '/gxq/index', name: '门户首页', icon: 'home' },
];

/** Administrators get the user centre and the pages that handle what users send. */
export const ADMIN_MENU: API.MenuItem[] = [
  // The administrators' landing page comes first.
  { path: '/admin/dashboard', name: '数据看板', icon: 'dashboard' },
  ACCOUNT_MENU[0],
  {
    path: '/admin',
    name: '平台管理',
    icon: 'control',
    children: [
      { path: '/admin/messages', name: '留言管理', icon: 'notification' },
      { path: '/admin/news', name: '内容管理', icon: 'read' },
      { path: '/admin/listings', name: '交易信息管理', icon: 'shop' },
      { path: '/admin/verifications', name: '企业认证管理', icon: 'safetyCertificate' },
      { path: '/admin/users', name: '用户管理', icon: 'team' },
      // Last: the record of what the pages above did.
      { path: '/admin/audit', name: '操作日志', icon: 'audit' },
    ],
  },
  {
    // 机构与产品: a group of its own; hidden when every page of it is refused (docs/spec.md §6).
    path: '/admin/directory',
    name: '机构与产品',
    icon: 'bank',
    children: [
      { path: '/admin/agencies', name: '服务机构', icon: 'shop' },
      { path: '/admin/institutions', name: '金融机构', icon: 'bank' },
      { path: '/admin/products', name: '金融产品', icon: 'appstore' },
      { path: '/admin/experts', name: '专家', icon: 'user' },
    ],
  },
  ...ACCOUNT_MENU.slice(1),
];
