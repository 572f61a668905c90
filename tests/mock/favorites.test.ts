import { db, resetDb } from '../../mock/_lib/data';
import {
  addFavorite,
  checkFavorite,
  favoriteIds,
  findFavorites,
  MAX_FAVORITES,
  removeFavorite,
} from '../../mock/_lib/handlers/favorites';
import { withdrawTransaction } from '../../mock/_lib/handlers/my-trading';
import { createUser, resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const admin = authHeader('admin');
const list = (headers: Record<string, string>, query: Record<string, unknown> = {}) =>
  call<API.Page<API.Favorite>>(findFavorites, { headers, query }).body.data;
const add = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call<API.Favorite>(addFavorite, { headers, body });
const isSaved = (headers: Record<string, string>, targetType: string, targetId: string) =>
  call<{ favorited: boolean }>(checkFavorite, { headers, query: { targetType, targetId } }).body
    .data.favorited;

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('favourites', () => {
  it('are served under the website prefix', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'GET /ipr-website-service/api/authFront/favorite/find',
        'GET /ipr-website-service/api/authFront/favorite/check',
        'POST /ipr-website-service/api/authFront/favorite/add',
        'POST /ipr-website-service/api/authFront/favorite/remove',
      ]),
    );
  });

  it('start with what demo saved before, newest first, and nothing for others', () => {
    const mine = list(demo);
    expect(mine.content.map((f) => f.targetType)).toEqual([
      'agency',
      'product',
      'listing',
      'patent',
    ]);
    expect(mine.content.every((f) => f.account === 'demo' && f.available && f.summary)).toBe(true);
    expect(list(admin).totalElements).toBe(0);
  });

  it('save each kind of item once, under its current name, and forget it on removal', () => {
    const data = db();
    const targets: [API.FavoriteType, string, string][] = [
      ['patent', data.patents[0].id, data.patents[0].title],
      ['listing', data.transactions[0].id, data.transactions[0].title],
      ['product', data.products[0].id, data.products[0].name],
      ['agency', data.agencies[0].creditCode, data.agencies[0].enterpriseName],
      ['expert', data.experts[0].id, data.experts[0].name],
    ];
    for (const [targetType, targetId, title] of targets) {
      expect(isSaved(admin, targetType, targetId)).toBe(false);
      const saved = add(admin, { targetType, targetId }).body.data;
      expect(saved).toMatchObject({ targetType, targetId, title, account: 'admin' });
      // Saving again is harmless: still one entry.
      expect(add(admin, { targetType, targetId }).body.data.id).toBe(saved.id);
      expect(isSaved(admin, targetType, targetId)).toBe(true);
      expect(isSaved(demo, targetType, targetId)).toBe(
        data.favorites.some((f) => f.account === 'demo' && f.targetId === targetId),
      );
    }
    expect(list(admin).totalElements).toBe(5);
    expect(
      list(admin, { queryData: JSON.stringify({ targetType: 'expert' }) }).content,
    ).toHaveLength(1);
    expect(
      call<string[]>(favoriteIds, { headers: admin, query: { targetType: 'expert' } }).body.data,
    ).toEqual([data.experts[0].id]);
    expect(list(admin, { keyword: data.products[0].name }).content[0].targetType).toBe('product');

    call(removeFavorite, {
      headers: admin,
      body: { targetType: 'expert', targetId: data.experts[0].id },
    });
    expect(isSaved(admin, 'expert', data.experts[0].id)).toBe(false);
    expect(list(admin).totalElements).toBe(4);
  });

  it('mark a listing that left the hall as no longer available', () => {
    const owned = db().transactions.find((t) => t.owner === 'demo' && t.kind === 'sell')!;
    add(admin, { targetType: 'listing', targetId: owned.id });
    call(withdrawTransaction, { headers: demo, body: { id: owned.id, reason: '暂不出让' } });
    const saved = list(admin).content.find((f) => f.targetId === owned.id)!;
    expect(saved.available).toBe(false);
  });

  it('do not tell another account the title of a listing in review', () => {
    const pending = db().transactions.find((t) => t.status === 'pending' && t.owner === 'demo')!;
    const stranger = add(authHeader('buyer'), { targetType: 'listing', targetId: pending.id });
    expect(stranger.body).toMatchObject({ success: false, errorCode: 'TARGET_NOT_FOUND' });
    expect(JSON.stringify(stranger.body)).not.toContain(pending.title);
    expect(add(demo, { targetType: 'listing', targetId: pending.id }).body.data.title).toBe(
      pending.title,
    );
  });

  it('keep the title the user saw when the listing goes back to review', () => {
    const listing = db().transactions.find(
      (t) => t.status === undefined || t.status === 'published',
    )!;
    const buyer = authHeader('buyer');
    add(buyer, { targetType: 'listing', targetId: listing.id });
    const index = db().transactions.indexOf(listing);
    db().transactions[index] = { ...listing, title: '改过但尚未审核的标题', status: 'pending' };
    const saved = list(buyer).content.find((f) => f.targetId === listing.id)!;
    expect(saved).toMatchObject({ title: listing.title, available: false });
  });

  it('refuse unknown items and bad input with a message, and need a session', () => {
    const unknown = add(demo, { targetType: 'patent', targetId: 'no-such-patent' });
    expect(unknown.body).toMatchObject({
      success: false,
      errorCode: 'TARGET_NOT_FOUND',
      showType: 2,
    });
    const badType = add(demo, { targetType: 'news', targetId: db().news[0].id });
    expect(badType.body).toMatchObject({ success: false, errorMessage: '收藏对象类型不正确' });
    expect(add(demo, { targetType: 'patent' }).body.errorMessage).toBe('缺少参数 targetId');
    expect(add(demo, { targetType: 'patent', targetId: 'x'.repeat(65) }).body.success).toBe(false);
    expect(call(findFavorites, {}).status).toBe(401);
    expect(
      call(addFavorite, { body: { targetType: 'patent', targetId: db().patents[0].id } }).status,
    ).toBe(401);
  });

  it('stop at the limit per account', () => {
    createUser('13900000077', 'Pass@2026');
    const user = authHeader('13900000077');
    db().favorites.push(
      ...db()
        .patents.slice(0, MAX_FAVORITES)
        .map((p, i) => ({
          id: `fav-9${i}`,
          account: '13900000077',
          targetType: 'patent' as const,
          targetId: p.id,
          title: p.title,
          createdAt: '2026-01-01T00:00:00.000Z',
          available: true,
        })),
    );
    const refused = add(user, { targetType: 'product', targetId: db().products[0].id });
    expect(refused.body.errorMessage).toContain('收藏已达上限');
  });
});
