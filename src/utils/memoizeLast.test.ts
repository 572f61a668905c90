import { memoizeLast } from './memoizeLast';

describe('memoizeLast', () => {
  it('answers the same argument with the same result, computed once', () => {
    const compute = jest.fn((state: { user: string }) => ({ menuOf: state.user }));
    const menuFor = memoizeLast(compute);
    const state = { user: 'admin' };
    const first = menuFor(state);
    expect(menuFor(state)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again for a new argument, even an equal-looking one, and for undefined', () => {
    const menuFor = memoizeLast((state?: { user: string }) => [state?.user ?? 'guest']);
    const before = menuFor({ user: 'admin' });
    const after = menuFor({ user: 'admin' });
    expect(after).not.toBe(before);
    expect(menuFor(undefined)).toEqual(['guest']);
    expect(menuFor(undefined)).toBe(menuFor(undefined));
  });
});
