import mergeDeep from './mergeDeep';

describe('mergeDeep', () => {
  it('merges an antd config update into a copy of the previous config', () => {
    const previous = {
      theme: { token: { colorPrimary: '#1e4fa3', borderRadius: 6 }, components: { Button: {} } },
      locale: { locale: 'zh-cn' },
    };
    const algorithm = () => ({});
    const result = mergeDeep({} as typeof previous, previous, {
      theme: { token: { colorPrimary: '#d4252b' }, algorithm },
    });
    expect(result).toEqual({
      theme: {
        token: { colorPrimary: '#d4252b', borderRadius: 6 },
        components: { Button: {} },
        algorithm,
      },
      locale: { locale: 'zh-cn' },
    });
    // The previous config is left as it was and shares no nested object with the result.
    expect(previous.theme.token.colorPrimary).toBe('#1e4fa3');
    expect(result.theme.token).not.toBe(previous.theme.token);
  });

  it('merges arrays index by index, skips undefined and replaces other values', () => {
    const when = new Date(1);
    const result = mergeDeep(
      { list: [1, { a: 1 }, 3], keep: 'x', when: new Date(0) },
      { list: [9, { b: 2 }], keep: undefined, when, extra: null },
    );
    expect(result).toEqual({ list: [9, { a: 1, b: 2 }, 3], keep: 'x', when, extra: null });
    expect(result.when).toBe(when);
  });

  it('ignores prototype keys and survives cycles', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    expect(mergeDeep({}, hostile)).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    const merged = mergeDeep({}, cyclic) as Record<string, Record<string, unknown>>;
    expect(merged.self.name).toBe('c');
  });
});
