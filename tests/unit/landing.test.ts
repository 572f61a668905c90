// Where a login lands (issue 26): administrators on 数据看板, everyone else on the portal's home,
// and a safe `redirect` before either.
import { getSafeRedirect, landingPathFor } from '@/utils/session';
import access from '@/access';

const admin: API.CurrentUser = {
  account: 'admin',
  profileVersion: 1,
  userType: 'admin',
  menuData: [],
};
const demo: API.CurrentUser = {
  account: 'demo',
  profileVersion: 1,
  userType: 'personal',
  menuData: [],
};

describe('the landing page after login', () => {
  it('is 数据看板 for an administrator and the portal home for a registered user', () => {
    expect(getSafeRedirect(null, landingPathFor(admin))).toBe('/admin/dashboard');
    expect(getSafeRedirect(null, landingPathFor(demo))).toBe('/gxq/index');
  });

  it('gives way to a safe redirect, and not to an unsafe one', () => {
    expect(getSafeRedirect('/admin/users?kind=admin', landingPathFor(admin))).toBe(
      '/admin/users?kind=admin',
    );
    expect(getSafeRedirect('https://evil.example/', landingPathFor(admin))).toBe(
      '/admin/dashboard',
    );
  });

  it('is a page the administrator may open and a registered user may not', () => {
    expect(access({ currentUser: admin }).canViewDashboard).toBe(true);
    expect(access({ currentUser: demo }).canViewDashboard).toBe(false);
    expect(access(undefined).canViewDashboard).toBe(false);
  });
});
