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
