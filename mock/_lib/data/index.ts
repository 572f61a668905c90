// The one linked data set of the mock backend, built from a fixed seed when the mock loads.

import { DATA_SEED, Rng } from '../random';
import { resetSequences } from '../sequences';
import { forgetViews } from '../views';
import { AGENCY_COUNT, buildAgencies, finishAgency, nudgeOffEdges } from './agencies';
import { DICTIONARIES } from './dicts';
import { buildExperts } from './experts';
import { buildInstitutions, buildPledges, buildProducts, type ProductRecord } from './finance';
import { buildNews, type NewsRecord } from './news';
import { buildDealPartners, buildOrgs } from './orgs';
import { agencyIntro, expertIntro, institutionIntro } from './prose';
import { withDivisionals } from './patent-families';
import { buildPatents } from './patents';
import { demoFavorites } from './favorites';
import { demoSavedSearches, type SavedSearchRecord } from './saved-searches';
import { resetSearchHistory } from './search-history';
import { withSeededDeals } from './deals';
import type { AuditEntry } from '../audit';
import { withSeededHistory } from '../history';
import { seededAuditOf } from '../seededAudit';
import { demoMessages, withInquiriesCounted } from './messages';
import {
  buildDemands,
  buildDemoReviewItems,
  buildListings,
  BUY_COUNT,
  DEMO_VERIFIED_NAME,
  SELL_COUNT,
} from './trading';

const DEMO_DEMANDS = [3, 41, 97];

export interface DataSet {
  dictionaries: Record<string, API.DictItem[]>;
  patents: API.Patent[];
  agencies: API.ServiceAgency[];
  /** Enterprises and universities that file patents, with their credit codes. */
  applicants: {
    name: string;
    creditCode: string;
    kind: 'enterprise' | 'university';
    region: string;
    field: string;
  }[];
  institutions: API.FinancialInstitution[];
  products: ProductRecord[];
  pledges: API.PledgeFinancing[];
  /** Listings (kind sell) and demands (kind buy); written ones are added at the front. */
  transactions: API.IpcTransaction[];
  experts: API.Expert[];
  news: NewsRecord[];
  messages: API.LeaveMessage[];
  /** Every account's 收藏, oldest first. */
  favorites: API.Favorite[];
  savedSearches: SavedSearchRecord[];
  /** The administrators' actions of the seeded history (seededAudit.ts), before the trail's own. */
  seededAudit: readonly AuditEntry[];
}

export function buildDataset(seed: number = DATA_SEED): DataSet {
  const rng = new Rng(seed);
  // A second generator words the running text, so rewording never moves the other seeded values.
  const prose = new Rng(seed ^ 0x70726f73);
  const usedBrands = new Set<string>();
  const usedCodes = new Set<string>();
  const { enterprises, universities } = buildOrgs(rng, usedBrands, usedCodes);
  const agencyRecords = buildAgencies(rng, usedBrands, usedCodes);
  // Patent titles, abstracts and IPC groups have a generator of their own, for the same reason.
  const wording = new Rng(seed ^ 0x77726454);
  const seededPatents = buildPatents(rng, wording, enterprises, universities, agencyRecords);
  // Divisional applications come last, from a generator of their own; the listings, deals and
  // favourites below draw from the seeded records, as they did before families existed.
  const patents = withDivisionals(seededPatents, seed ^ 0x66616d73);

  const byAgency = new Map<string, API.Patent[]>();
  for (const p of patents) {
    if (!p.agencyCreditCode) continue;
    const list = byAgency.get(p.agencyCreditCode) ?? [];
    list.push(p);
    byAgency.set(p.agencyCreditCode, list);
  }
  const agencies: API.ServiceAgency[] = agencyRecords.map((record) => {
    finishAgency(record, byAgency.get(record.creditCode) ?? []);
    const { roster, ...plain } = record;
    void roster;
    nudgeOffEdges(plain);
    return { ...plain, intro: agencyIntro(prose, plain) };
  });

  const institutionRecords = buildInstitutions(rng, usedBrands, usedCodes);
  const products = buildProducts(rng, institutionRecords);
  const pledges = buildPledges(rng, institutionRecords, products, enterprises);
  const institutions: API.FinancialInstitution[] = institutionRecords.map(
    ({ short, city, ...inst }) => {
      void short;
      const intro = institutionIntro(
        prose,
        { ...inst, city },
        pledges.filter((p) => p.institutionId === inst.id),
      );
      return { ...inst, intro };
    },
  );

  const listings = buildListings(rng, seededPatents, 1, prose);
  const demands = buildDemands(rng, enterprises, SELL_COUNT + 1, prose);
  // The demo account is its verified company's one account: it holds every listing the data set
  // has of that company's patents, and published a few demands, so its user centre has something
  // to show. Whatever it owns is published under that name (publisher.ts reads it so).
  listings.forEach((item, index) => {
    if (item.seller === DEMO_VERIFIED_NAME) listings[index] = { ...item, owner: 'demo' };
  });
  for (const index of DEMO_DEMANDS)
    demands[index] = { ...demands[index], owner: 'demo', seller: DEMO_VERIFIED_NAME };
  const experts = buildExperts(
    rng,
    universities,
    enterprises,
    agencies.map((a) => a.enterpriseName),
    usedBrands,
  ).map((expert) => ({ ...expert, intro: expertIntro(prose, expert) }));
  const news = buildNews(rng);

  const demoListing = listings.find((t) => t.owner === 'demo')!;
  const messages = demoMessages(
    listings[listings.indexOf(demoListing) + 1],
    demoListing,
    demands[DEMO_DEMANDS[0]],
    agencies[0],
  );
  const transactions = withInquiriesCounted(
    withSeededHistory(
      withSeededDeals(
        [
          ...listings,
          ...demands,
          ...buildDemoReviewItems(seededPatents, SELL_COUNT + BUY_COUNT + 1),
        ],
        [
          ...enterprises.map((e) => e.name),
          ...buildDealPartners(new Rng(seed ^ 0x64656173), usedBrands),
        ],
      ),
    ),
    messages,
  );
  return {
    dictionaries: JSON.parse(JSON.stringify(DICTIONARIES)) as Record<string, API.DictItem[]>,
    patents,
    agencies,
    applicants: [...enterprises, ...universities].map((o) => ({
      name: o.name,
      creditCode: o.creditCode,
      kind: o.kind,
      region: o.place.province.name,
      field: o.field,
    })),
    institutions,
    products,
    pledges,
    transactions,
    experts,
    news,
    messages,
    favorites: demoFavorites({ patents: seededPatents, transactions, products, agencies, experts }),
    savedSearches: demoSavedSearches(),
    seededAudit: seededAuditOf(transactions),
  };
}

export { AGENCY_COUNT };

// Built once when the mock loads; writes (listings, messages) change it in memory.
const current: DataSet = buildDataset();
// Writes replace list entries rather than change them, so a shallow copy is enough to undo them.
const pristineTransactions = current.transactions.slice();
const pristineMessages = current.messages.slice();
const pristineFavorites = current.favorites.slice();
const pristineSavedSearches = current.savedSearches.slice();
// Imported publications put a new array in place (patent-intake.ts): a reset puts this one back.
const pristinePatents = current.patents;
// 内容管理 changes an article in place (its status, version…): each reset starts from copies.
const pristineNews = current.news.map((article) => ({ ...article }));

/** The data set the handlers serve, with its in-memory writes. */
export function db(): DataSet {
  return current;
}

/** Forgets in-memory writes (tests). */
export function resetDb(): DataSet {
  current.transactions.splice(0, current.transactions.length, ...pristineTransactions);
  current.messages.splice(0, current.messages.length, ...pristineMessages);
  current.favorites.splice(0, current.favorites.length, ...pristineFavorites);
  current.savedSearches.splice(0, current.savedSearches.length, ...pristineSavedSearches);
  current.news.splice(0, current.news.length, ...pristineNews.map((article) => ({ ...article })));
  current.patents = pristinePatents;
  resetSearchHistory();
  resetSequences();
  forgetViews();
  return current;
}
