import { act, render, screen } from '@testing-library/react';
import { createClientRoutes } from '@umijs/renderer-react/dist/routes';
import { lazy, Suspense } from 'react';
import { warmUpLazy, warmUpRoutes } from './routeWarmUp';

/** Umi's own route elements, for a frame route and a page route whose code loads lazily. */
function umiRoutes() {
  const loads = { frame: 0, page: 0 };
  const Frame = ({ children }: { children?: React.ReactNode }) => <div>框架{children}</div>;
  const Page = () => <p>页面内容</p>;
  const routeComponents = {
    frame: lazy(() => ((loads.frame += 1), Promise.resolve({ default: Frame }))),
    page: lazy(() => ((loads.page += 1), Promise.resolve({ default: Page }))),
  };
  const routes = createClientRoutes({
    routesById: {
      frame: { id: 'frame', path: '/' },
      page: { id: 'page', path: '/page', parentId: 'frame' },
    },
    routeComponents,
    // Typed as a node by Umi, used as a component.
    loadingComponent: (() => <span>加载中</span>) as unknown as React.ReactNode,
  });
  return { loads, page: routes[0].children![0] };
}

it('loads each matched route’s code once, so that its first render does not suspend', async () => {
  const { loads, page } = umiRoutes();
  expect(warmUpRoutes([page])).toBe(1);
  expect(loads).toEqual({ frame: 0, page: 1 });
  await act(async () => undefined);

  render(<Suspense fallback={<span>外层加载中</span>}>{page.element}</Suspense>);
  // Rendered at once: neither the route's own fallback nor an outer one was shown.
  expect(screen.getByText('页面内容')).toBeInTheDocument();
  expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  expect(loads.page).toBe(1);
});

it('without the warm-up, the same first render shows the route’s fallback and waits', async () => {
  const { page } = umiRoutes();
  render(<Suspense fallback={<span>外层加载中</span>}>{page.element}</Suspense>);
  expect(screen.getByText('加载中')).toBeInTheDocument();
  expect(await screen.findByText('页面内容')).toBeInTheDocument();
});

it('leaves routes without lazily loaded code (redirects, plain elements) alone', () => {
  expect(warmUpRoutes([{ element: <p>静态</p> }, { element: null }, {}])).toBe(0);
});

it('warms a lazily loaded part of the frame, which then draws at once, without its placeholder', async () => {
  let loads = 0;
  const Avatar = lazy(
    () => ((loads += 1), Promise.resolve({ default: () => <span>账户菜单</span> })),
  );
  expect(warmUpLazy(Avatar, undefined, <p>不是懒加载</p>)).toBe(1);
  await act(async () => undefined);
  render(
    <Suspense fallback={<span>占位</span>}>
      <Avatar />
    </Suspense>,
  );
  expect(screen.getByText('账户菜单')).toBeInTheDocument();
  expect(screen.queryByText('占位')).not.toBeInTheDocument();
  expect(loads).toBe(1);
});
