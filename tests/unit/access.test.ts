import access, { isRouteAccessible, menuPaths, type AccessMap } from '@/access';
import routes from '../../config/routes';

const admin: API.CurrentUser = {
  account: 'admin',
  menuData: [
    {
      path: '/account',
      name: '账户管理',
      children: [{ path: '/account/center', name: '个人中心' }],
    },
    { path: '/gxq/index', name: '门户首页' },
  ],
};

describe('access keys', () => {
  it('gives a visitor nothing', () => {
    const keys = access({});
    expect(keys.isLoggedIn).toBe(false);
    expect(keys.canViewAccount).toBe(false);
    expect(keys.canUseShell).toBe(false);
    expect(keys.canVisitMenuPath({ path: '/account/center' })).toBe(false);
  });

  it('lets a signed-in user without a menu see the account pages only', () => {
    const keys = access({ currentUser: { account: 'demo', menuData: [] } });
    expect(keys.isLoggedIn).toBe(true);
    expect(keys.canViewAccount).toBe(true);
    expect(keys.canUseShell).toBe(false);
  });

  it('opens the shell and the menu paths to a user with menuData', () => {
    const keys = access({ currentUser: admin });
    expect(keys.canUseShell).toBe(true);
    expect(keys.canVisitMenuPath({ path: '/account/center' })).toBe(true);
    expect(keys.canVisitMenuPath({ path: '/admin/secret' })).toBe(false);
    expect(menuPaths(admin.menuData)).toEqual(['/account', '/account/center', '/gxq/index']);
  });
});

describe('route accessibility', () => {
  const map: AccessMap = { yes: true, no: false, fn: (route) => route.path === '/ok' };

  it('follows the access entry', () => {
    expect(isRouteAccessible({ path: '/a' }, map)).toBe(true);
    expect(isRouteAccessible({ path: '/a', access: 'yes' }, map)).toBe(true);
    expect(isRouteAccessible({ path: '/a', access: 'no' }, map)).toBe(false);
    expect(isRouteAccessible({ path: '/ok', access: 'fn' }, map)).toBe(true);
    expect(isRouteAccessible({ path: '/ko', access: 'fn' }, map)).toBe(false);
  });

  it('treats a missing access entry as inaccessible', () => {
    expect(isRouteAccessible({ path: '/a', access: 'unknownKey' }, map)).toBe(false);
  });

  it('makes a parent inaccessible when all its children are', () => {
    const parent = {
      path: '/p',
      routes: [
        { path: '/p/a', access: 'no' },
        { path: '/p/b', access: 'unknown' },
      ],
    };
    expect(isRouteAccessible(parent, map)).toBe(false);
    const mixed = { path: '/p', routes: [{ path: '/p/a', access: 'no' }, { path: '/p/b' }] };
    expect(isRouteAccessible(mixed, map)).toBe(true);
  });

  it('lets children inherit the parent key', () => {
    const parent = { path: '/p', access: 'no', children: [{ path: '/p/a' }] };
    expect(isRouteAccessible(parent.children[0], map, { key: 'no', route: parent })).toBe(false);
    expect(isRouteAccessible(parent, map)).toBe(false);
  });

  it('closes the account pages of the route table to visitors and opens them to users', () => {
    const accountRoute = routes.find((route) => route.path === '/account')!;
    expect(isRouteAccessible(accountRoute, access({}) as unknown as AccessMap)).toBe(false);
    expect(
      isRouteAccessible(accountRoute, access({ currentUser: admin }) as unknown as AccessMap),
    ).toBe(true);
    const portal = routes.find((route) => route.path === '/gxq')!;
    expect(isRouteAccessible(portal, access({}) as unknown as AccessMap)).toBe(true);
  });
});
