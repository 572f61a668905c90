import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useAccess, useLocation, useSelectedRoutes } from '@umijs/max';
import { Button } from 'antd';
import classNames from 'classnames';
import { lazy, Suspense, useState } from 'react';
import { isRouteAccessible, type AccessMap } from '../../access';
import ErrorBoundary from '../../components/ErrorBoundary';
import Logo from '../../components/Logo';
import SessionUser from '../../components/SessionUser';
import { MAIN_CONTENT_ID } from '../../components/SkipLink';
import { guestLinkUrl } from '../../utils/session';
import PortalFooter from './PortalFooter';
import styles from './index.less';
import { activeNavKey, PORTAL_NAV } from './nav';
import { PORTAL_LOGIN_PATH, PORTAL_REGISTER_PATH } from '@/constants';

// Only narrow screens open the drawer; its code loads the first time it is opened.
const NavDrawer = lazy(() => import(/* webpackChunkName: "portal-nav-drawer" */ './NavDrawer'));
const ResultPage = lazy(
  () => import(/* webpackChunkName: "result-page" */ '../../components/ResultPage'),
);

function GuestLinks() {
  const location = useLocation();
  return (
    <span className={styles.guest}>
      <Link to={guestLinkUrl(PORTAL_LOGIN_PATH, location)}>登录</Link>
      <span aria-hidden>|</span>
      <Link to={guestLinkUrl(PORTAL_REGISTER_PATH, location)}>注册</Link>
    </span>
  );
}

/** The public portal's frame: header with module navigation and the user, content, footer. */
export default function PortalLayout() {
  const location = useLocation();
  // The matched page route (the last selected one), whose `access` key the frame enforces.
  const selected = useSelectedRoutes();
  const page = selected[selected.length - 1]?.route as
    { access?: string; path?: string } | undefined;
  const access = useAccess() as unknown as AccessMap;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const active = activeNavKey(location.pathname);
  const links = PORTAL_NAV.map((item) => (
    <Link
      key={item.key}
      to={item.path}
      className={classNames(styles.navLink, item.key === active && styles.active)}
      aria-current={item.key === active ? 'page' : undefined}
      onClick={() => setDrawerOpen(false)}
    >
      {item.label}
    </Link>
  ));
  const accessible = isRouteAccessible({ access: page?.access, path: page?.path }, access);

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/gxq/index" className={styles.brand} aria-label="示范区门户首页">
            <Logo />
            <span>
              <strong>知识产权服务业集聚发展示范区</strong>
              <small>知识产权公共服务门户</small>
            </span>
          </Link>
          <nav className={styles.nav} aria-label="主导航">
            {links}
          </nav>
          <div className={styles.user}>
            <SessionUser menu guest={<GuestLinks />} />
          </div>
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label="打开导航菜单"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </header>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {links}
          </NavDrawer>
        </Suspense>
      )}
      <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          {accessible ? <Outlet /> : <ResultPage status="403" />}
        </ErrorBoundary>
      </main>
      <PortalFooter />
    </div>
  );
}
