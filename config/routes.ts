/**
 * The one route table (docs/spec.md §2), relative to the base path /ipr-front.
 * Portal routes (/gxq/*) render inside the portal frame with no ProLayout and stay out of the menu;
 * the shell's menu comes from the current user's menuData, not from this table. Routes without
 * `layout: false` render in the shell's ProLayout.
 */
const portal = (path: string, component: string, name: string) => ({
  path: `/gxq${path}`,
  component: `./gxq/${component}`,
  name,
  hideInMenu: true,
});

export default [
  { path: '/', redirect: '/gxq/index', layout: false },
  {
    path: '/user',
    layout: false,
    routes: [
      { path: '/user', redirect: '/user/login' },
      { path: '/user/login', component: './user/login', name: '登录' },
    ],
  },
  {
    path: '/gxq',
    component: '@/layouts/PortalLayout',
    layout: false,
    hideInMenu: true,
    routes: [
      { path: '/gxq', redirect: '/gxq/index' },
      portal('/index', 'home/index', '首页'),
      portal('/index/list', 'home/list', '新闻列表'),
      portal('/patent/search', 'patent/search', '专利检索'),
      portal('/patent/result', 'patent/result', '检索结果'),
      portal('/patent/detail', 'patent/detail', '专利详情'),
      portal('/nav/pdf', 'nav/pdf', '专利导航'),
      portal('/nav/value', 'nav/value', '价值评估'),
      portal('/nav/value/result', 'nav/valueResult', '价值评估结果'),
      portal('/finance/index', 'finance/index', '知识产权金融'),
      portal('/finance/list', 'finance/list', '金融产品列表'),
      portal('/finance/product/:id', 'finance/product', '金融产品详情'),
      portal('/finance/agency/:id', 'finance/agency', '金融机构详情'),
      portal('/operations/index', 'operations/index', '知识产权运营'),
      portal('/operations/list', 'operations/list', '交易列表'),
      portal('/operations/deals', 'operations/deals', '成交公示'),
      portal('/operations/sell/:id', 'operations/sell', '出让详情'),
      portal('/operations/buy/:id', 'operations/buy', '需求详情'),
      portal('/operations/apply/sell', 'operations/applySell', '发布出让'),
      portal('/operations/apply/buy', 'operations/applyBuy', '发布需求'),
      portal('/service/index', 'service/index', '知识产权服务'),
      portal('/service/agency/search', 'service/agencySearch', '服务机构'),
      portal(
        '/service/agency/result/:creditCode/:enterpriseName',
        'service/agencyResult',
        '服务机构详情',
      ),
      portal('/news/detail', 'news/detail', '新闻详情'),
      portal('/legal/:doc', 'legal/index', '服务协议与隐私政策'),
      portal('/user/login', 'user/login', '登录'),
      portal('/user/register', 'user/register', '注册'),
      portal('/user/forget', 'user/forget', '找回密码'),
      { path: '/gxq/*', component: './404', hideInMenu: true },
    ],
  },
  {
    path: '/account',
    name: '账户',
    access: 'canViewAccount',
    routes: [
      { path: '/account', redirect: '/account/center' },
      {
        path: '/account/center',
        name: '个人中心',
        component: './account/center',
        access: 'canViewAccount',
      },
      {
        path: '/account/listings',
        name: '我的发布',
        component: './account/listings',
        access: 'canViewAccount',
      },
      {
        path: '/account/demands',
        name: '我的需求',
        component: './account/demands',
        access: 'canViewAccount',
      },
      {
        path: '/account/messages',
        name: '我的留言与咨询',
        component: './account/messages',
        access: 'canViewAccount',
      },
      {
        path: '/account/favorites',
        name: '我的收藏',
        component: './account/favorites',
        access: 'canViewAccount',
      },
      {
        path: '/account/searches',
        name: '我的检索',
        component: './account/searches',
        access: 'canViewAccount',
      },
      {
        path: '/account/settings',
        name: '个人设置',
        component: './account/settings',
        access: 'canViewAccount',
      },
    ],
  },
  {
    // Administrators' pages go here and inherit the key; a path without a page is the shell's 404
    // for back-office accounts and its 403 for everyone else.
    path: '/admin',
    name: '管理',
    access: 'canViewAdmin',
    routes: [
      { path: '/admin', redirect: '/admin/dashboard' },
      {
        path: '/admin/dashboard',
        name: '数据看板',
        access: 'canViewDashboard',
        component: './admin/dashboard',
      },
      { path: '/admin/messages', name: '留言管理', component: './admin/messages' },
      { path: '/admin/listings', name: '交易信息管理', component: './admin/listings' },
      { path: '/admin/verifications', name: '企业认证管理', component: './admin/verifications' },
      {
        path: '/admin/users',
        name: '用户管理',
        access: 'canManageUsers',
        component: './admin/users',
      },
      {
        path: '/admin/audit',
        name: '操作日志',
        access: 'canViewAudit',
        component: './admin/audit',
      },
      {
        path: '/admin/news',
        name: '内容管理',
        access: 'canManageContent',
        component: './admin/news',
      },
      {
        path: '/admin/news/new',
        name: '新建新闻',
        access: 'canManageContent',
        hideInMenu: true,
        component: './admin/news/edit',
      },
      {
        path: '/admin/news/:id/edit',
        name: '编辑新闻',
        access: 'canManageContent',
        hideInMenu: true,
        component: './admin/news/edit',
      },
      // 机构与产品: the directory the portal shows (agencies, institutions, products, experts).
      {
        path: '/admin/agencies',
        name: '服务机构',
        access: 'canManageDirectory',
        component: './admin/agencies',
      },
      {
        path: '/admin/institutions',
        name: '金融机构',
        access: 'canManageDirectory',
        component: './admin/institutions',
      },
      {
        path: '/admin/products',
        name: '金融产品',
        access: 'canManageDirectory',
        component: './admin/products',
      },
      {
        path: '/admin/experts',
        name: '专家',
        access: 'canManageDirectory',
        component: './admin/experts',
      },
      { path: '/admin/*', component: './404' },
    ],
  },
  // Inside the layout, so an unknown shell path (or a menu entry with no page) keeps the side menu;
  // the runtime layout renders every other unknown path bare (`pure`, see isShellPath).
  { path: '*', component: './404' },
];
