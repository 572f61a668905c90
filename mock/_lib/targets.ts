// What messages and favourites can be about: a thing of the portal, named as a person reads it.

import { DICT_CODES } from '../../src/contract/vocabulary';
import { db } from './data';
import { inReview, isOwnerOrAdmin } from './handlers/trading';

/**
 * The name of a portal item of `type` with `id` as `viewer` (an account, null for a visitor) may
 * know it; undefined when there is no such item for them — a listing in review exists only for its
 * owner and administrators, so its title must not come back in anyone else's answer.
 */
export function targetTitleOf(
  type: string | undefined,
  id: string | undefined,
  viewer: string | null,
): string | undefined {
  const data = db();
  switch (type) {
    case 'listing': {
      const item = data.transactions.find((t) => t.id === id);
      return item && (!inReview(item) || isOwnerOrAdmin(item, viewer)) ? item.title : undefined;
    }
    case 'product':
      return data.products.find((p) => p.id === id)?.name;
    case 'institution':
      return data.institutions.find((i) => i.id === id)?.name;
    case 'agency':
      return data.agencies.find((a) => a.creditCode === id || a.id === id)?.enterpriseName;
    case 'expert':
      return data.experts.find((e) => e.id === id)?.name;
    case 'news':
      return data.news.find((n) => n.id === id)?.title;
    case 'patent':
      return data.patents.find((p) => p.id === id)?.title;
    case 'service':
      return data.dictionaries[DICT_CODES.partTimeOperation]?.find((d) => d.value === id)?.label;
    default:
      return '平台留言';
  }
}
