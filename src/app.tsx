// Runtime wiring only: session, shell layout, request layer and antd locale. Logic lives in the imported modules.
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { history, Link, matchRoutes } from '@umijs/max';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import './antd.css';
import { lazy, startTransition } from 'react';
import 'dayjs/locale/zh-cn';
import defaultSettings, { type ShellSettings } from '../config/defaultSettings';
import routes from '../config/routes';
import access, { type AppInitialState } from './access';
import ErrorBoundary from './components/ErrorBoundary';
import Logo from './components/Logo';
import SessionUser from './components/SessionUser';
import SkipLink, { MAIN_CONTENT_ID } from './components/SkipLink';
import SlicedFirstRender from './components/SlicedFirstRender';
import { renderMenuItem } from './components/UnreadLabel';
import { PORTAL_LOGIN_PATH, SHELL_LOGIN_PATH } from './constants';
import { DESKTOP_QUERY } from './hooks/useMediaQuery';
import { createRequestConfig } from './requestErrorConfig';
import { getCurrent } from './services/auth';
import { currentTitle, setRouteTitle } from './utils/documentTitle';
import { isShellPath, routeAccess, toProMenu } from './utils/menu';
import { appLocation, redirectToLogin } from './utils/navigation';
import { memoizeLast } from './utils/memoizeLast';
import { scrollOnNavigate } from './utils/scrollOnNavigate';
import { askedWithToken, earlyOnce, resolveCurrentUser } from './utils/session';
import { endSession } from './utils/sessionEnd';

// Only the shell shows these; keep them (and antd Result's artwork) out of the entry chunk.
const ResultPage = lazy(
  () => import(/* webpackChunkName: "result-page" */ './components/ResultPage'),
);

dayjs.locale('zh-cn');

export type InitialState = AppInitialState & { settings?: ShellSettings };

/** The current user, asked of the backend only when a token is stored. */
const currentUserOf = askedWithToken(getCurrent);
const firstLookup = earlyOnce(() => currentUserOf());

/**
 * The user lookup goes out before the first render, which only shows the empty placeholder. That
 * render is a transition, so React does it in slices.
 */
export function render(oldRender: () => void) {
  firstLookup.start();
  // A task of its own, so the browser is not held by the entry's code and this render together.
  setTimeout(() => startTransition(oldRender), 0);
}

/** Inside the data providers, around the routes: the first page mounts in slices too. */
export function innerProvider(container: React.ReactNode) {
  return <SlicedFirstRender>{container}</SlicedFirstRender>;
}

export async function getInitialState(): Promise<InitialState> {
  const lookUp = (fetchCurrent: () => Promise<API.CurrentUser | null>) =>
    resolveCurrentUser({ fetchCurrent, goToLogin: () => redirectToLogin(PORTAL_LOGIN_PATH) });
  const currentUser = await lookUp(() => firstLookup.take());
  return {
    currentUser,
    fetchUserInfo: () => lookUp(() => currentUserOf()),
    settings: defaultSettings,
  };
}

export const antd = (memo: { locale?: typeof zhCN; theme?: ThemeConfig }) => {
  memo.locale = zhCN;
  return memo;
};

/**
 * The layout config is built again on every render of the frame; ProLayout rebuilds its menu (and
 * so its side menu and breadcrumb) whenever `menu` or `menuDataRender` is a new value, so both stay
 * the same until the signed-in state changes. `loading: false`: the menu comes with the signed-in
 * user; ProLayout would otherwise run its own menu request (none is configured) after mounting and
 * show a skeleton in the menu's place until it answered, building the menu twice.
 * `defaultOpenAll`: every group of the side menu is open from the first render, and stays as the
 * user leaves it (`autoClose: false`). ProLayout otherwise opens the current page's group in an
 * effect after mounting, animated: the items below it slid down while the page loaded, on a slow
 * machine in one frame with the content's own shifts (CLS 0.074 on 数据看板, performance.md §4).
 */
const SHELL_MENU = {
  locale: false,
  loading: false,
  defaultOpenAll: true,
  autoClose: false as const,
};
const menuDataRenderFor = memoizeLast((initialState?: InitialState) => {
  const accessMap = access(initialState);
  const menuData = toProMenu(
    initialState?.currentUser?.menuData,
    (path) => routeAccess(path, routes, accessMap) === false,
  );
  return () => menuData;
});

export const layout: RunTimeLayoutConfig = ({ initialState }) => {
  const { avatarMenu, ...settings } = initialState?.settings ?? defaultSettings;
  const user = initialState?.currentUser;
  // Unknown paths reach the layout through the catch-all route; only the shell's keep its frame.
  // (Re-evaluated on every navigation: the layout re-renders with the location.)
  const pure = !isShellPath(appLocation().pathname, user?.menuData);
  return {
    ...settings,
    pure,
    logo: <Logo />,
    menu: SHELL_MENU,
    // The side menu's width from the first render: ProLayout 3 reads the breakpoint after mounting
    // and drew a folded menu first, which then opened and pushed the page aside (CLS 0.25).
    defaultCollapsed: !window.matchMedia?.(DESKTOP_QUERY).matches,
    // The document title is the app's own (onRouteChange, useItemTitle), one suffix everywhere;
    // ProLayout's would end shell pages in the layout's shorter title (and `false` would put that
    // title alone), so ProLayout is handed the app's.
    pageTitleRender: () => currentTitle(),
    // The side menu is the user's menuData, not the route table.
    menuDataRender: menuDataRenderFor(initialState),
    menuItemRender: renderMenuItem,
    waterMarkProps: user?.account ? { content: user.account } : undefined,
    avatarProps: {
      render: () => (
        <SessionUser menu={avatarMenu} guest={<Link to={SHELL_LOGIN_PATH}>登录</Link>} />
      ),
    },
    onPageChange: (location) => {
      // The shell is for signed-in users; a visitor is sent to the shell login and brought back.
      if (!user && isShellPath(location?.pathname ?? '/')) redirectToLogin(SHELL_LOGIN_PATH);
    },
    // The skip link's target: inside the shell's own <main>, or the <main> of a bare page.
    childrenRender: (children) => {
      const content = (
        <ErrorBoundary resetKey={history.location.pathname}>{children}</ErrorBoundary>
      );
      return pure ? (
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {content}
        </main>
      ) : (
        <div id={MAIN_CONTENT_ID} tabIndex={-1}>
          {content}
        </div>
      );
    },
    // Denied routes; unknown ones render the catch-all route's 404, so no `noFound` is needed.
    unAccessible: <ResultPage status="403" />,
  };
};

export const request: RequestConfig = createRequestConfig({ endSession });

/**
 * Every route names the document after itself; detail pages then name it after their item. A page
 * opened by a link starts at its top (`utils/scrollOnNavigate`).
 */
export function onRouteChange({
  clientRoutes,
  location,
  basename,
  action,
  isFirst,
}: {
  clientRoutes: Parameters<typeof matchRoutes>[0];
  location: { pathname: string; search?: string };
  basename?: string;
  action?: string;
  isFirst?: boolean;
}) {
  scrollOnNavigate({ location, action, isFirst });
  // The history's pathname still carries the base; this router wants it without the final slash.
  const base = basename?.replace(/\/+$/, '') || '/';
  const matched = matchRoutes(clientRoutes, location.pathname, base) ?? [];
  const names = matched.map((match) => (match.route as { name?: string }).name).filter(Boolean);
  setRouteTitle(names[names.length - 1]);
}

export function rootContainer(container: React.ReactNode) {
  return (
    <ErrorBoundary>
      <SkipLink />
      {container}
    </ErrorBoundary>
  );
}
