import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import LazyOnView from '@/components/LazyOnView';

/** An IntersectionObserver the test drives: `reach()` reports every observed box as in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  reach() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

/** A section that asks for its data when it mounts, as the home page's sections do. */
function Section({ onAsk }: { onAsk: () => void }) {
  useEffect(onAsk, [onAsk]);
  return <section>最新挂牌专利</section>;
}

describe('LazyOnView', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    window.IntersectionObserver = FakeObserver as never;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('keeps sections below the fold, and their requests, until their top reaches the screen', async () => {
    const ask = jest.fn();
    const { container } = render(
      <LazyOnView belowFold fallback={<p>加载中</p>}>
        <Section onAsk={ask} />
      </LazyOnView>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('最新挂牌专利')).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    // Mounted once its top is in the viewport itself, not a margin before it.
    expect(FakeObserver.last?.options?.rootMargin).toBe('0px');
    // A screen tall while waiting (the footer stays below the fold), its own height after.
    const box = container.firstElementChild!;
    expect(box.className).toMatch(/waiting/);

    await act(async () => FakeObserver.last!.reach());

    expect(screen.getByText('最新挂牌专利')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(box.className).not.toMatch(/waiting/);
  });

  it('starts heavy parts a margin before they come into view', () => {
    render(
      <LazyOnView>
        <p>图表</p>
      </LazyOnView>,
    );
    expect(FakeObserver.last?.options?.rootMargin).toBe('200px 0px');
    expect(screen.queryByText('图表')).toBeNull();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    window.IntersectionObserver = undefined as never;
    render(
      <LazyOnView belowFold fallback={<p>加载中</p>}>
        <p>新闻动态</p>
      </LazyOnView>,
    );
    expect(screen.getByText('新闻动态')).toBeInTheDocument();
  });
});
