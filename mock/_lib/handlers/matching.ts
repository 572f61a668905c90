// GET ipcTransaction/demandMatches and ipcTransaction/listingMatches: what meets a buy demand
// (listings, experts, agencies) and the demands a listing meets, ranked by mock/_lib/demand-match
// and mock/_lib/service-match.
import { DICT_CODES } from '../../../src/contract/vocabulary';
import { db } from '../data';
import { TODAY } from '../dates';
import { demandsForListing, listingsForDemand } from '../demand-match';
import type { MockRequest } from '../envelope';
import { handle, notFound } from '../envelope';
import { agenciesForDemand, expertsForDemand } from '../service-match';
import { idParam } from './finance';
import { forViewer, inHall, inReview, isOwnerOrAdmin, viewerOf } from './trading';

function fieldLabel(): (field: string) => string {
  const items = db().dictionaries[DICT_CODES.technicalFields] ?? [];
  return (field) => items.find((item) => item.value === field)?.label ?? field;
}

/** The item of `kind` the request names, as its detail page may show it (else not found). */
function visibleItem(req: MockRequest, kind: API.TransactionKind, missing: string) {
  const item = db().transactions.find((t) => t.id === idParam(req) && t.kind === kind);
  if (!item) throw notFound(missing);
  if (inReview(item) && !isOwnerOrAdmin(item, viewerOf(req))) throw notFound(missing);
  return item;
}

const live = (kind: API.TransactionKind) =>
  db().transactions.filter((t) => t.kind === kind && inHall(t));

export const demandMatches = handle((req): API.DemandMatches => {
  const demand = visibleItem(req, 'buy', '未找到该需求');
  const label = fieldLabel();
  const viewer = viewerOf(req);
  return {
    listings: listingsForDemand(demand, live('sell'), label).map((match) => ({
      ...match,
      item: forViewer(match.item, viewer),
    })),
    experts: expertsForDemand(demand, db().experts, label),
    agencies: agenciesForDemand(demand, db().agencies, label),
  };
});

export const listingMatches = handle((req): API.ListingMatches => {
  const listing = visibleItem(req, 'sell', '未找到该出让信息');
  const viewer = viewerOf(req);
  // Only demands still open: a passed deadline no longer looks for anything.
  const open = live('buy').filter((demand) => !demand.deadline || demand.deadline >= TODAY);
  return {
    demands: demandsForListing(listing, open, live('sell'), fieldLabel()).map((match) => ({
      ...match,
      item: forViewer(match.item, viewer),
    })),
  };
});
