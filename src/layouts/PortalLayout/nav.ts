export interface PortalNavItem {
  key: string;
  label: string;
  path: string;
  /** Path prefixes that belong to this item (for the active state). */
  match: string[];
}

/** The portal's module navigation (docs/architecture.md §6). */
export const PORTAL_NAV: PortalNavItem[] = [
  { key: 'home', label: '首页', path: '/gxq/index', match: ['/gxq/index'] },
  { key: 'patent', label: '专利检索', path: '/gxq/patent/search', match: ['/gxq/patent'] },
  { key: 'nav', label: '专利导航', path: '/gxq/nav/pdf', match: ['/gxq/nav/pdf'] },
  { key: 'value', label: '价值评估', path: '/gxq/nav/value', match: ['/gxq/nav/value'] },
  { key: 'finance', label: '知识产权金融', path: '/gxq/finance/index', match: ['/gxq/finance'] },
  {
    key: 'operations',
    label: '知识产权运营',
    path: '/gxq/operations/index',
    match: ['/gxq/operations'],
  },
  { key: 'service', label: '知识产权服务', path: '/gxq/service/index', match: ['/gxq/service'] },
  {
    key: 'news',
    label: '新闻动态',
    path: '/gxq/index/list',
    match: ['/gxq/index/list', '/gxq/news'],
  },
];

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The nav item of a path: the longest matching prefix wins (新闻动态 /gxq/index/list over 首页 /gxq/index). */
export function activeNavKey(pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of PORTAL_NAV) {
    for (const prefix of item.match) {
      if (matches(pathname, prefix) && (!best || prefix.length > best.length)) {
        best = { key: item.key, length: prefix.length };
      }
    }
  }
  return best?.key;
}
