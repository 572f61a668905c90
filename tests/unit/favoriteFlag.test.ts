import {
  FAVORITE_PARAM,
  withFavoriteFlag,
  withoutFavoriteFlag,
} from '@/components/FavoriteButton/flag';

describe('the favourite flag of the login round trip', () => {
  const target: API.FavoriteTarget = { targetType: 'expert', targetId: 'exp-0007' };

  it('names the item in the way back and keeps the page’s own params', () => {
    const search = withFavoriteFlag('?kind=expert&page=2', target);
    const params = new URLSearchParams(search);
    expect(params.get(FAVORITE_PARAM)).toBe('expert:exp-0007');
    expect(params.get('kind')).toBe('expert');
    expect(params.get('page')).toBe('2');
  });

  it('is dropped again without touching the rest', () => {
    expect(withoutFavoriteFlag(withFavoriteFlag('?kind=expert', target))).toBe('?kind=expert');
    expect(withoutFavoriteFlag(withFavoriteFlag('', target))).toBe('');
  });
});
