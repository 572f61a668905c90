import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { isChunkLoadError } from '@/components/ErrorBoundary/isChunkLoadError';
import { activeNavKey, PORTAL_NAV } from '@/layouts/PortalLayout/nav';
import { toListParams } from '@/services/params';
import access from '@/access';
import { routeAccess, toProMenu } from '@/utils/menu';
import { buildProxy } from '../../config/proxy';
import routes from '../../config/routes';
import { ACCOUNT_MENU, ADMIN_MENU } from '../../mock/_lib/menus';

describe('portal navigation', () => {
  it('every entry opens a page of the route table and is marked active there', () => {
    const portalPaths = new Set(
      (routes as { path: string; routes?: { path: string }[] }[])
        .flatMap((route) => route.routes ?? [])
        .map((route) => route.path),
    );
    for (const item of PORTAL_NAV) {
      expect(portalPaths).toContain(item.path);
      expect(activeNavKey(item.path)).toBe(item.key);
    }
    expect(new Set(PORTAL_NAV.map((item) => item.key)).size).toBe(PORTAL_NAV.length);
  });

  it.each([
    ['/gxq/index', 'home'],
    ['/gxq/index/list', 'news'],
    ['/gxq/news/detail', 'news'],
    ['/gxq/patent/detail', 'patent'],
    ['/gxq/nav/pdf', 'nav'],
    ['/gxq/nav/value/result', 'value'],
    ['/gxq/finance/product/prod-0001', 'finance'],
    ['/gxq/operations/apply/sell', 'operations'],
    ['/gxq/service/agency/result/x/y', 'service'],
    ['/gxq/user/login', undefined],
    ['/gxq/indexes', undefined],
  ])('%s is under %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});

/**
 * The antd icon a menu item shows, by the class it renders (anticon-user → user), once its chunk
 * has replaced the placeholder.
 */
async function iconName(icon: unknown): Promise<string | undefined> {
  const { container } = render(icon as ReactElement);
  const drawn = await waitFor(
    () => {
      const found = container.querySelector('.anticon[class*="anticon-"]');
      if (!found) throw new Error('the icon has not arrived');
      return found;
    },
    // The first import of the chunk compiles it (seconds on a busy machine).
    { timeout: 10_000 },
  );
  return [...drawn.classList].find((name) => name.startsWith('anticon-'))?.slice('anticon-'.length);
}

describe('shell menu', () => {
  it('maps menuData to ProLayout items with icons', async () => {
    const menu = toProMenu([
      {
        path: '/account',
        name: '账户管理',
        icon: 'user',
        children: [{ path: '/account/center', name: '个人中心', icon: 'nope' }],
      },
      { path: '/gxq/index', name: '门户首页', icon: 'HomeOutlined' },
    ]);
    expect(await iconName(menu[0].icon)).toBe('user');
    expect(menu[0].children?.[0]).toEqual({
      path: '/account/center',
      name: '个人中心',
      icon: undefined,
      children: undefined,
    });
    expect(await iconName(menu[1].icon)).toBe('home');
  });

  it('draws an icon for every entry of the menus the backend hands out, each group its own', async () => {
    const drawn = (items: API.MenuItem[]): Promise<(string | undefined)[]> =>
      Promise.all(
        toProMenu(items).flatMap((item) => [
          iconName(item.icon),
          ...(item.children ?? []).map((child) => iconName(child.icon)),
        ]),
      );
    for (const menu of [ACCOUNT_MENU, ADMIN_MENU]) {
      expect(await drawn(menu)).not.toContain(undefined);
    }
    const groups = await Promise.all(toProMenu(ADMIN_MENU).map((item) => iconName(item.icon)));
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('is empty without menuData and skips malformed items', () => {
    expect(toProMenu(undefined)).toEqual([]);
    expect(toProMenu([{ path: '/x' } as API.MenuItem, null as unknown as API.MenuItem])).toEqual(
      [],
    );
  });
});

describe('shell menu and access', () => {
  // The administrators' menu, as a misconfigured backend might hand it to anyone.
  const adminMenu: API.MenuItem[] = [
    {
      path: '/account',
      name: '账户管理',
      children: [{ path: '/account/center', name: '个人中心' }],
    },
    {
      path: '/admin',
      name: '平台管理',
      children: [
        { path: '/admin/messages', name: '留言管理' },
        { path: '/admin/listings', name: '交易信息管理' },
      ],
    },
    { path: '/gxq/index', name: '门户首页' },
  ];
  const menuFor = (user: API.CurrentUser) => {
    const accessMap = access({ currentUser: user });
    return toProMenu(adminMenu, (path) => routeAccess(path, routes, accessMap) === false).map(
      (item) => item.name,
    );
  };

  it('hides a group whose pages the user may not open, and keeps the rest', () => {
    expect(menuFor({ account: 'demo', userType: 'personal' } as API.CurrentUser)).toEqual([
      '账户管理',
      '门户首页',
    ]);
    expect(menuFor({ account: 'admin', userType: 'admin' } as API.CurrentUser)).toEqual([
      '账户管理',
      '平台管理',
      '门户首页',
    ]);
  });

  it('reads a page’s access from the route table, inherited keys included', () => {
    const demo = access({ currentUser: { account: 'demo' } as API.CurrentUser });
    expect(routeAccess('/account/favorites', routes, demo)).toBe(true);
    expect(routeAccess('/admin/messages', routes, demo)).toBe(false);
    expect(routeAccess('/no/such/page', routes, demo)).toBeUndefined();
    expect(routeAccess('/gxq/index', routes, demo)).toBe(true);
  });
});

describe('list params', () => {
  it('sends filters as one JSON string and drops empty values', () => {
    expect(
      toListParams({
        page: 0,
        size: 10,
        sort: 'publishDate desc',
        keyword: '',
        queryData: { kind: 'sell', field: undefined, tags: [] },
      }),
    ).toEqual({ page: 0, size: 10, sort: 'publishDate desc', queryData: '{"kind":"sell"}' });
    expect(toListParams()).toEqual({});
    expect(toListParams({ queryData: {} })).toEqual({});
  });
});

describe('proxy', () => {
  it('sends only the prefixes with an upstream', () => {
    expect(buildProxy({})).toEqual({});
    expect(
      buildProxy({ IPR_UPSTREAM_WEBSITE: ' https://portal.example.cn ', IPR_UPSTREAM_AUTH: '' }),
    ).toEqual({
      '/ipr-website-service': {
        target: 'https://portal.example.cn',
        changeOrigin: true,
        secure: false,
      },
    });
  });
});

describe('chunk load errors', () => {
  it('recognises failed script and style chunks only', () => {
    expect(
      isChunkLoadError(
        Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
      ),
    ).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading CSS chunk p__gxq failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
