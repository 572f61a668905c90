import yieldToMain from './yieldToMain';

describe('yieldToMain', () => {
  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
  });

  it('keeps the order in which callers yielded', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => yieldToMain().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const original = globalThis.MessageChannel;
    // @ts-expect-error the environment without it
    delete globalThis.MessageChannel;
    try {
      await expect(yieldToMain()).resolves.toBeUndefined();
    } finally {
      globalThis.MessageChannel = original;
    }
  });
});

describe('afterNextPaint', () => {
  type Callback = (list: unknown, self: { disconnect: () => void }) => void;
  let paints: string[];
  let observers: Callback[];
  let frames: (() => void)[];
  const originals = {
    PerformanceObserver: globalThis.PerformanceObserver,
    requestAnimationFrame: globalThis.requestAnimationFrame,
    getEntriesByName: performance.getEntriesByName,
  };

  beforeEach(() => {
    paints = [];
    observers = [];
    frames = [];
    const Observer = function (this: unknown, callback: Callback) {
      observers.push(callback);
      return { observe: () => undefined, disconnect: () => undefined };
    } as unknown as typeof PerformanceObserver;
    Object.defineProperty(Observer, 'supportedEntryTypes', { value: ['paint'] });
    globalThis.PerformanceObserver = Observer;
    globalThis.requestAnimationFrame = (callback) => frames.push(() => callback(0));
    performance.getEntriesByName = ((name: string) =>
      paints.includes(name) ? [{}] : []) as typeof performance.getEntriesByName;
  });

  afterEach(() => {
    globalThis.PerformanceObserver = originals.PerformanceObserver;
    globalThis.requestAnimationFrame = originals.requestAnimationFrame;
    performance.getEntriesByName = originals.getEntriesByName;
  });

  /** A fresh module: the first paint is remembered per page. */
  const load = () => {
    let module!: typeof import('./yieldToMain');
    jest.isolateModules(() => {
      module = require('./yieldToMain');
    });
    return module;
  };
  const settle = () =>
    new Promise((resolve) => {
      setTimeout(resolve, 5);
    });

  it('waits for the first contentful paint, then for the next frame to be drawn', async () => {
    const { afterNextPaint } = load();
    let done = false;
    afterNextPaint(10_000).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    expect(frames).toHaveLength(0);

    paints.push('first-contentful-paint');
    observers.forEach((callback) => callback([], { disconnect: () => undefined }));
    await settle();
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);

    frames[0]();
    await settle();
    expect(done).toBe(true);
  });

  it('after the first paint only the next frame is waited for', async () => {
    paints.push('first-contentful-paint');
    const { afterNextPaint } = load();
    let done = false;
    afterNextPaint(10_000).then(() => (done = true));
    await settle();
    expect(frames).toHaveLength(1);
    frames[0]();
    await settle();
    expect(done).toBe(true);
  });

  it('goes on without a paint after its time limit (a hidden tab draws no frames)', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const { firstContentfulPaint } = load();
      let done = false;
      firstContentfulPaint(500).then(() => (done = true));
      jest.advanceTimersByTime(499);
      await Promise.resolve();
      expect(done).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
