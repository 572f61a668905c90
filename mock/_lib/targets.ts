// What messages and favourites can be about: a thing of the portal, named as a person reads it.

import { DICT_CODES } from '../../src/contract/vocabulary';
import { db } from './data';
import { isPublished } from './handlers/content';
import { inReview, isOwnerOrAdmin } from './handlers/trading';
import { isAdminAccount } from './users';

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
    case 'news': {
      // A draft or an offline article exists only for administrators.
      const article = data.news.find((n) => n.id === id);
      return article && (isPublished(article) || isAdminAccount(viewer))
        ? article.title
        : undefined;
    }
    case 'patent':
      return data.patents.find((p) => p.id === id)?.title;
    case 'service':
      return data.dictionaries[DICT_CODES.partTimeOperation]?.find((d) => d.value === id)?.label;
    default:
      return '平台留言';
  }
}

/** Targets without accounts, whose messages the platform answers and may forward. */
const FORWARDABLE_TYPES = ['agency', 'institution', 'expert', 'product'];

/**
 * Whom a message about an organisation goes to when the administrators forward it (agencies,
 * institutions and experts have no accounts): its name and the directory's contact — an agency's
 * e-mail (a written question travels best in writing), else its phone; an institution's phone,
 * a product's through its lender; an expert through the agency they work at, when they do.
 * Undefined for anything else (listings go to their owners; the portal, news and services stay
 * with the platform).
 */
export function forwardTargetOf(
  type: string | undefined,
  id: string | undefined,
): API.ForwardTarget | undefined {
  if (!type || !FORWARDABLE_TYPES.includes(type) || !id) return undefined;
  const data = db();
  const agencyContact = (agency: API.ServiceAgency) => agency.email || agency.contactPhone;
  const institutionTarget = (institutionId: string) => {
    const institution = data.institutions.find((i) => i.id === institutionId);
    return institution && { name: institution.name, contact: institution.phone };
  };
  switch (type) {
    case 'agency': {
      const agency = data.agencies.find((a) => a.creditCode === id || a.id === id);
      return agency && { name: agency.enterpriseName, contact: agencyContact(agency) };
    }
    case 'institution':
      return institutionTarget(id);
    case 'product': {
      const product = data.products.find((p) => p.id === id);
      return product && institutionTarget(product.institutionId);
    }
    default: {
      const expert = data.experts.find((e) => e.id === id);
      if (!expert) return undefined;
      const agency = data.agencies.find((a) => a.enterpriseName === expert.organization);
      const name = `${expert.name}（${expert.organization}）`;
      return agency ? { name, contact: agencyContact(agency) } : { name };
    }
  }
}
