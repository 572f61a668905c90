import { createElement, type ReactNode } from 'react';
import { isRouteAccessible, type AccessMap, type AccessRoute } from '../access';
import MenuIcon from '../components/MenuIcon';
import { menuIconName } from '../components/MenuIcon/names';

export interface ProMenuItem {
  path: string;
  name: string;
  icon?: ReactNode;
  children?: ProMenuItem[];
}

/** Every path a menu tree names, children included; malformed items are skipped. */
export function menuPaths(menu: API.MenuItem[] = []): string[] {
  return menu.flatMap((item) =>
    typeof item?.path === 'string' ? [item.path, ...menuPaths(item.children)] : [],
  );
}

/**
 * Whether the route table lets the user open `path`: false when its route (with the access key it
 * inherits) is inaccessible, undefined when no route has that path.
 */
export function routeAccess(
  path: string,
  routes: AccessRoute[],
  accessMap: AccessMap,
  inherited?: { key: string; route: AccessRoute },
): boolean | undefined {
  for (const route of routes) {
    if (route.path === path) return isRouteAccessible(route, accessMap, inherited);
    const children = [...(route.routes ?? []), ...(route.children ?? [])];
    if (children.length === 0) continue;
    const key = route.access ?? inherited?.key;
    const next =
      key !== undefined ? { key, route: route.access ? route : inherited!.route } : undefined;
    const found = routeAccess(path, children, accessMap, next);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The user's menuData as ProLayout menu items; icon names become icons, unknown names none.
 * With `isDenied`, a group whose entries are all denied is left out (docs/spec.md §6); a denied entry in a
 * group that stays keeps its place and opens the shell's 403.
 */
export function toProMenu(
  menu: API.MenuItem[] = [],
  isDenied: (path: string) => boolean = () => false,
): ProMenuItem[] {
  return menu
    .filter((item) => typeof item?.path === 'string' && typeof item?.name === 'string')
    .filter((item) => !item.children?.length || !menuPaths(item.children).every(isDenied))
    .map((item) => {
      const icon = menuIconName(item.icon);
      return {
        path: item.path,
        name: item.name,
        icon: icon ? createElement(MenuIcon, { name: icon }) : undefined,
        children: item.children?.length ? toProMenu(item.children, isDenied) : undefined,
      };
    });
}

// The route table's own shell sections (docs/architecture.md §1); pages added under them are shell pages.
const SHELL_SECTIONS = ['/account', '/admin'];
// The portal and the login pages have their own frames, whatever a menu names.
const NEVER_SHELL = ['/gxq', '/user'];

const isUnder = (path: string, section: string) =>
  path === section || path.startsWith(`${section}/`);
// `/account/center/` is the same page as `/account/center` to the router.
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Whether a path (relative to the base) belongs to the back-office shell: under a shell section or
 * named by the user's menu. An unknown shell path shows the shell's 404 inside the layout, keeping the
 * side menu; any other unknown path shows a bare 404.
 */
export function isShellPath(pathname: string, menu?: API.MenuItem[]): boolean {
  const path = trimSlash(pathname);
  if (NEVER_SHELL.some((section) => isUnder(path, section))) return false;
  if (SHELL_SECTIONS.some((section) => isUnder(path, section))) return true;
  return menuPaths(menu).some((named) => trimSlash(named) === path);
}
