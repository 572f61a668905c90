/** @jest-environment node */
// Finding 16 of issue 24: JSON that holds one person's data must not be kept by any cache.
import { getCurrent, login } from '../../mock/_lib/handlers/auth';
import { findFavorites } from '../../mock/_lib/handlers/favorites';
import { findTransactions } from '../../mock/_lib/handlers/trading';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

beforeEach(() => {
  resetUsers();
  resetLimits();
});

describe('Cache-Control', () => {
  it('is no-store on every answer to a signed-in request', () => {
    const demo = authHeader('demo');
    for (const sent of [
      call(getCurrent, { headers: demo }),
      call(findFavorites, { headers: demo }),
      // The hall shows a signed-in viewer contact phones in full.
      call(findTransactions, { headers: demo }),
      // Even the refusal of a token that is no session.
      call(getCurrent, { headers: { authorization: 'Bearer forged.token' } }),
    ])
      expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a write: a login answers a token', () => {
    const sent = call(login, {
      method: 'POST',
      body: { type: 'account', account: 'demo', password: 'Demo@2026' },
    });
    expect(sent.body.data.token).toBeTruthy();
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('leaves a visitor’s read public', () => {
    const sent = call(findTransactions);
    expect(sent.body.data.content[0].contactHidden).toBe(true);
    expect(sent.headers['cache-control']).toBeUndefined();
  });
});
