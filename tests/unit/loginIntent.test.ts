import {
  LOGIN_INTENT_KEY,
  LOGIN_INTENT_TTL_MS,
  rememberLoginIntent,
  takeLoginIntent,
} from '@/utils/loginIntent';

// What makes the login round trip's flags (favorite=…, saveSearch=1) act: a marker this tab wrote
// when it sent the visitor to log in, naming the action and its target, used once.
describe('the login round trip’s marker', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('without a marker, a flag does nothing (a crafted link)', () => {
    expect(takeLoginIntent('favorite', 'patent:pat-000010')).toBe(false);
    expect(takeLoginIntent('saveSearch', '/gxq/patent/result?q=x')).toBe(false);
  });

  it('a marker this tab wrote lets the same action on the same target through, once', () => {
    rememberLoginIntent('favorite', 'patent:pat-000010');
    expect(takeLoginIntent('favorite', 'patent:pat-000010')).toBe(true);
    expect(takeLoginIntent('favorite', 'patent:pat-000010')).toBe(false);
    expect(window.sessionStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();
  });

  it('names its target: another item, another action or another search gets nothing', () => {
    rememberLoginIntent('favorite', 'patent:pat-000010');
    expect(takeLoginIntent('favorite', 'patent:pat-000011')).toBe(false);
    expect(takeLoginIntent('saveSearch', 'patent:pat-000010')).toBe(false);
    // Still waiting for its own target.
    expect(takeLoginIntent('favorite', 'patent:pat-000010')).toBe(true);

    rememberLoginIntent('saveSearch', '/gxq/patent/result?q=%E7%94%B5%E6%B1%A0');
    expect(takeLoginIntent('saveSearch', '/gxq/patent/result?q=%E7%94%B5%E6%9C%BA')).toBe(false);
    expect(takeLoginIntent('saveSearch', '/gxq/patent/result?q=%E7%94%B5%E6%B1%A0')).toBe(true);
  });

  it('is void after half an hour, and a forged or broken value counts for nothing', () => {
    const at = 1_800_000_000_000;
    rememberLoginIntent('favorite', 'expert:exp-0007', window.sessionStorage, at);
    expect(
      takeLoginIntent(
        'favorite',
        'expert:exp-0007',
        window.sessionStorage,
        at + LOGIN_INTENT_TTL_MS + 1,
      ),
    ).toBe(false);
    expect(window.sessionStorage.getItem(LOGIN_INTENT_KEY)).toBeNull();

    window.sessionStorage.setItem(LOGIN_INTENT_KEY, '{not json');
    expect(takeLoginIntent('favorite', 'expert:exp-0007')).toBe(false);
    window.sessionStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify({ action: 'favorite' }));
    expect(takeLoginIntent('favorite', 'expert:exp-0007')).toBe(false);
  });

  it('works without storage: nothing is remembered, nothing acts', () => {
    rememberLoginIntent('favorite', 'patent:pat-000010', null);
    expect(takeLoginIntent('favorite', 'patent:pat-000010', null)).toBe(false);
  });
});
