export interface AppInitialState {
  currentUser?: API.CurrentUser;
  fetchUserInfo?: () => Promise<API.CurrentUser | undefined>;
}

export interface AccessRoute {
  path?: string;
  access?: string;
  routes?: AccessRoute[];
  children?: AccessRoute[];
}

type AccessDetector = boolean | ((route: AccessRoute) => boolean);
export type AccessMap = Record<string, AccessDetector>;

/** Named access keys computed from the initial state; routes name them in their `access` field. */
export default function access(initialState: AppInitialState | undefined) {
  const user = initialState?.currentUser;
  const isSignedIn = Boolean(user?.account);
  const isAdmin = isSignedIn && user?.userType === 'admin';
  return {
    /** 个人中心 and 个人设置 (/account/*) are for any signed-in user. */
    canViewAccount: isSignedIn,
    /** The administrators' pages (/admin/*) are for administrators' accounts. */
    canViewAdmin: isAdmin,
    // Each back-office page has a key of its own (issue 26), so one page can be opened to a role
    // without the others; today every administrator holds them all.
    /** 用户管理 (/admin/users). */
    canManageUsers: isAdmin,
    /** 操作日志 (/admin/audit). */
    canViewAudit: isAdmin,
    /** 数据看板 (/admin/dashboard), the administrators' landing page. */
    canViewDashboard: isAdmin,
    /** 内容管理 (/admin/news): news articles and notices. */
    canManageContent: isAdmin,
    /** 机构与产品 (/admin/agencies, /admin/institutions, /admin/products, /admin/experts). */
    canManageDirectory: isAdmin,
  };
}

/**
 * The accessibility rule of the route table: a route whose access key resolves to false, or to
 * nothing, is inaccessible; a route without a key inherits its parent's; a parent whose children
 * are all inaccessible is inaccessible. Same rule as Umi's access plugin, for portal routes and tests.
 */
export function isRouteAccessible(
  route: AccessRoute,
  accessMap: AccessMap,
  inherited?: { key: string; route: AccessRoute },
): boolean {
  const key = route.access ?? inherited?.key;
  let accessible = true;
  if (key !== undefined) {
    const detector = accessMap[key];
    const subject = route.access ? route : (inherited?.route ?? route);
    accessible = typeof detector === 'function' ? detector(subject) : detector === true;
  }
  const children = [...(route.routes ?? []), ...(route.children ?? [])];
  if (children.length > 0) {
    const nextInherited =
      key !== undefined ? { key, route: route.access ? route : inherited!.route } : undefined;
    const anyChildAccessible = children
      .map((child) => isRouteAccessible(child, accessMap, nextInherited))
      .some(Boolean);
    if (!anyChildAccessible) accessible = false;
  }
  return accessible;
}
