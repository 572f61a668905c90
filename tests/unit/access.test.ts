import access, { isRouteAccessible, type AccessMap } from '@/access';
import routes from '../../config/routes';

const admin: API.CurrentUser = {
  account: 'admin',
  profileVersion: 1,
  userType: 'admin',
  menuData: [
    {
      path: '/account',
      name: '账户管理',
      children: [{ path: '/account/center', name: '个人中心' }],
    },
    { path: '/gxq/index', name: '门户首页' },
  ],
};

const demo: API.CurrentUser = {
  account: 'demo',
  profileVersion: 1,
  userType: 'personal',
  menuData: admin.menuData,
};

describe('access keys', () => {
  it('gives a visitor nothing', () => {
    expect(access({})).toEqual({
      canViewAccount: false,
      canViewAdmin: false,
      canManageUsers: false,
      canViewAudit: false,
      canViewDashboard: false,
      canManageContent: false,
      canManageDirectory: false,
    });
    expect(access({ currentUser: { account: '', profileVersion: 1 } }).canViewAccount).toBe(false);
  });

  it('lets a signed-in user see the account pages only, whatever their menu names', () => {
    expect(access({ currentUser: demo })).toEqual({
      canViewAccount: true,
      canViewAdmin: false,
      canManageUsers: false,
      canViewAudit: false,
      canViewDashboard: false,
      canManageContent: false,
      canManageDirectory: false,
    });
  });

  it("opens the administrators' pages to administrators' accounts", () => {
    expect(access({ currentUser: admin })).toEqual({
      canViewAccount: true,
      canViewAdmin: true,
      canManageUsers: true,
      canViewAudit: true,
      canViewDashboard: true,
      canManageContent: true,
      canManageDirectory: true,
    });
    expect(
      access({ currentUser: { account: '', profileVersion: 1, userType: 'admin' } }).canViewAdmin,
    ).toBe(false);
    expect(
      access({ currentUser: { account: '', profileVersion: 1, userType: 'admin' } }).canManageUsers,
    ).toBe(false);
    expect(
      access({ currentUser: { account: '', profileVersion: 1, userType: 'admin' } })
        .canManageContent,
    ).toBe(false);
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

  it('closes the shell sections of the route table to those their keys refuse', () => {
    const accountRoute = routes.find((route) => route.path === '/account')!;
    expect(isRouteAccessible(accountRoute, access({}))).toBe(false);
    expect(isRouteAccessible(accountRoute, access({ currentUser: admin }))).toBe(true);
    const adminRoute = routes.find((route) => route.path === '/admin')!;
    expect(isRouteAccessible(adminRoute, access({ currentUser: demo }))).toBe(false);
    expect(isRouteAccessible(adminRoute, access({ currentUser: admin }))).toBe(true);
    const portal = routes.find((route) => route.path === '/gxq')!;
    expect(isRouteAccessible(portal, access({}))).toBe(true);
  });
});
