import { isChunkLoadError } from '@/components/ErrorBoundary/isChunkLoadError';
import { activeNavKey, PORTAL_NAV } from '@/layouts/PortalLayout/nav';
import { toListParams } from '@/services/params';
import { toProMenu } from '@/utils/menu';
import { buildProxy } from '../../config/proxy';

describe('portal navigation', () => {
  it('covers every module of DESIGN §6', () => {
    expect(PORTAL_NAV.map((item) => item.label)).toEqual([
      '首页',
      '专利检索',
      '专利导航',
      '价值评估',
      '知识产权金融',
      '知识产权运营',
      '知识产权服务',
      '新闻动态',
    ]);
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

describe('shell menu', () => {
  it('maps menuData to ProLayout items with icons', () => {
    const menu = toProMenu([
      {
        path: '/account',
        name: '账户管理',
        icon: 'user',
        children: [{ path: '/account/center', name: '个人中心', icon: 'nope' }],
      },
      { path: '/gxq/index', name: '门户首页', icon: 'HomeOutlined' },
    ]);
    expect(menu[0].icon).toBeTruthy();
    expect(menu[0].children?.[0]).toEqual({
      path: '/account/center',
      name: '个人中心',
      icon: undefined,
      children: undefined,
    });
    expect(menu[1].icon).toBeTruthy();
  });

  it('is empty without menuData and skips malformed items', () => {
    expect(toProMenu(undefined)).toEqual([]);
    expect(toProMenu([{ path: '/x' } as API.MenuItem, null as unknown as API.MenuItem])).toEqual(
      [],
    );
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
