import { isShellPath, menuPaths } from '@/utils/menu';
import { matchRoutes, type RouteObject } from 'react-router';
import routes from '../../config/routes';

interface TableRoute {
  path?: string;
  component?: string;
  layout?: boolean;
  access?: string;
  redirect?: string;
  routes?: TableRoute[];
}

const table = routes as TableRoute[];

// The route table as the router sees it (Umi hands the same paths to react-router).
function toRouter(list: TableRoute[]): (RouteObject & { source: TableRoute })[] {
  return list.map((route) => ({
    path: route.path,
    source: route,
    children: route.routes ? toRouter(route.routes) : undefined,
  }));
}

const ADMIN_MENU: API.MenuItem[] = [
  {
    path: '/account',
    name: '账户管理',
    children: [{ path: '/account/center', name: '个人中心' }],
  },
  { path: '/gxq/index', name: '门户首页' },
  { path: '/reports/monthly', name: '月度报表' },
];

/**
 * What a browser shows for a path: the page component and its frame. Routes without `layout: false`
 * render in ProLayout, which the layout keeps only for shell paths.
 */
function resolve(path: string, menu?: API.MenuItem[]) {
  const matches = matchRoutes(toRouter(table), path) ?? [];
  const chain = matches.map((match) => (match.route as { source: TableRoute }).source);
  const page = chain[chain.length - 1];
  const top = chain[0];
  let frame = 'shell';
  if (top.layout === false) frame = top.component ?? 'none';
  else if (!isShellPath(path, menu)) frame = 'bare';
  const access = chain.map((route) => route.access).filter(Boolean);
  return { component: page.component, redirect: page.redirect, frame, access };
}

describe('shell routing', () => {
  it('keeps the shell around an unknown path of its sections', () => {
    expect(resolve('/account/nothing', ADMIN_MENU)).toEqual({
      component: './404',
      redirect: undefined,
      frame: 'shell',
      access: [],
    });
    expect(resolve('/account/nothing').frame).toBe('shell');
  });

  it('keeps the shell around a menu entry that has no page, wherever it points', () => {
    expect(resolve('/reports/monthly', ADMIN_MENU)).toMatchObject({
      component: './404',
      frame: 'shell',
    });
    // The same path is no shell path for a user whose menu does not name it.
    expect(resolve('/reports/monthly').frame).toBe('bare');
  });

  it('guards the administrators section with its key, so a denied user gets the 403 in the shell', () => {
    expect(resolve('/admin/messages', ADMIN_MENU)).toEqual({
      component: './admin/messages',
      redirect: undefined,
      frame: 'shell',
      access: ['canViewAdmin'],
    });
    expect(resolve('/admin/nothing', ADMIN_MENU)).toMatchObject({
      component: './404',
      frame: 'shell',
      access: ['canViewAdmin'],
    });
  });

  it('shows any other unknown path bare, and unknown portal paths in the portal frame', () => {
    expect(resolve('/no/such/page', ADMIN_MENU)).toMatchObject({
      component: './404',
      frame: 'bare',
    });
    expect(resolve('/user/nothing', ADMIN_MENU).frame).toBe('bare');
    expect(resolve('/gxq/nothing', ADMIN_MENU)).toMatchObject({
      component: './404',
      frame: '@/layouts/PortalLayout',
    });
  });

  it('opens portal menu entries in the portal frame, not the shell', () => {
    expect(resolve('/gxq/index', ADMIN_MENU)).toMatchObject({
      component: './gxq/home/index',
      frame: '@/layouts/PortalLayout',
    });
  });

  it('has no separate 403 page: denial is shown where the route is', () => {
    expect(resolve('/403', ADMIN_MENU)).toMatchObject({ component: './404', frame: 'bare' });
  });

  it('still serves the account pages behind their key', () => {
    expect(resolve('/account/center', ADMIN_MENU)).toMatchObject({
      component: './account/center',
      frame: 'shell',
      access: ['canViewAccount', 'canViewAccount'],
    });
    expect(resolve('/account').redirect).toBe('/account/center');
  });
});

describe('isShellPath', () => {
  it('covers the shell sections for everybody', () => {
    expect(isShellPath('/account')).toBe(true);
    expect(isShellPath('/account/center/')).toBe(true);
    expect(isShellPath('/admin/messages')).toBe(true);
    expect(isShellPath('/accounts')).toBe(false);
    expect(isShellPath('/administrator')).toBe(false);
    expect(isShellPath('/')).toBe(false);
  });

  it('adds the paths the user menu names, trailing slashes aside', () => {
    expect(isShellPath('/reports/monthly/', ADMIN_MENU)).toBe(true);
    expect(isShellPath('/reports/weekly', ADMIN_MENU)).toBe(false);
    expect(isShellPath('/stats', [{ path: '/stats/', name: '统计' }])).toBe(true);
  });

  it('never claims the portal or the login pages, even when the menu names them', () => {
    expect(isShellPath('/gxq/index', ADMIN_MENU)).toBe(false);
    expect(isShellPath('/user/login', [{ path: '/user/login', name: '登录' }])).toBe(false);
  });

  it('lists the paths of a menu tree and skips malformed items', () => {
    const malformed = [null, { name: 'no path' }] as unknown as API.MenuItem[];
    expect(menuPaths([...ADMIN_MENU, ...malformed])).toEqual([
      '/account',
      '/account/center',
      '/gxq/index',
      '/reports/monthly',
    ]);
  });
});
