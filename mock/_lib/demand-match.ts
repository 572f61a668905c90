// Matching buy demands with listings (issue 14): the listings for a demand, and the demands for a
// listing; experts and agencies for a demand are in service-match.ts. Pure and deterministic: the handlers pass the live records.
//
// A match needs a real reason (issue 25): a shared keyword, a related term, the patent named, or
// the same IPC subclass. Field, price and patent type only support one; alone they never match.
//
// Listing ↔ demand score, 0–100 (the sum, clamped; api/openapi.yaml getDemandMatches says the same):
//   real reasons
//   + 40        the demand names the patent: a keyword is its application number, or its title
//               (without a leading 一种) begins with a keyword of four characters or more. A named
//               listing ranks above every listing the demand does not name, whatever the score;
//   + 20 / 10   each demand keyword the listing's title or keywords (20) or only its description
//               (10) contains; at most 30 together;
//   + 5         each related term (mock/_lib/related-terms.ts): another term of a topic the demand
//               mentions, in the listing's text; at most 10;
//   + 20        the same IPC subclass (H01M): the demand's own, or one of its topics';
//   support
//   + 15 × text BM25 relevance (k1 1.2, b 0.75) of the listing's title, keywords and description
//               to the demand's title (less phrasing such as 求购, 专利) and keywords (twice),
//               over the best listing's;
//   + 10        the same technical field;
//   + 5         the price lies within the budget; − 10 above it; 面议 on either side: 0;
//   + 5         the patent type the demand asks for; − 10 another type.
// Returned only with a real reason and a score of MIN_MATCH_SCORE (40) or more: support alone
// reaches 35 at most. Ties go to the lower id.
//
import { MIN_MATCH_SCORE } from '../../src/contract/matchScore';
import { normalizeApplicationNumber } from '../../src/contract/validators';
import { ipcSubclassOf } from './ipc';
import { bm25, tokenize } from './bm25';
import { vocabularyTermsIn } from './related-terms';

export const MATCH_LIMITS = { listings: 5, experts: 4, agencies: 4, demands: 5 } as const;

export interface Ranked<T> {
  item: T;
  score: number;
  reasons: string[];
}

export type Trade = API.IpcTransaction;
export type Label = (field: string) => string;

/** Weights of the score (the header above says what each rewards). */
const WEIGHT = {
  named: 40,
  keywordInTitle: 20,
  keywordInDescription: 10,
  keywordsMax: 30,
  relatedTerm: 5,
  relatedTermsMax: 10,
  ipcSubclass: 20,
  text: 15,
  field: 10,
  inBudget: 5,
  overBudget: -10,
  patentType: 5,
  otherPatentType: -10,
} as const;

const listingText = (t: Trade) => [t.title, ...(t.keywords ?? []), t.description].join(' ');
const headline = (t: Trade) => [t.title, ...(t.keywords ?? [])].join(' ').toLowerCase();

/** Words of a demand's title that say it is a demand, not what it is about. */
const DEMAND_PHRASING =
  /求购|寻求|征集|需要|高价值|相关|发明专利|实用新型|专利技术|专利|技术|方向|领域|方面/g;
const demandQuery = (d: Trade) =>
  tokenize(
    [d.title.replace(DEMAND_PHRASING, ' '), ...(d.keywords ?? []), ...(d.keywords ?? [])].join(' '),
  );
const byScoreThenId = <T extends { id: string }>(a: Ranked<T>, b: Ranked<T>) =>
  b.score - a.score || (a.item.id < b.item.id ? -1 : 1);
export const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));

/** Words too common in patent texts to explain a match on their own. */
const GENERIC_TERMS = new Set(
  '一种 专利 技术 方法 装置 系统 设备 结构 制备 应用 产品 材料 相关 领域 方向 转让 许可'.split(' '),
);

/** The demand's keywords worth comparing: trimmed, two characters or more, not generic. */
export const demandKeywords = (demand: Trade) =>
  (demand.keywords ?? [])
    .map((k) => k.trim())
    .filter((k) => k.length >= 2 && !GENERIC_TERMS.has(k));

/**
 * A keyword that names this patent: its application number, or the subject its title begins with
 * (≥ 4 characters, after a leading 一种) — not a topic that merely occurs in the title.
 */
function namedBy(demand: Trade, listing: Trade): string | undefined {
  const number = listing.applicationNumber
    ? normalizeApplicationNumber(listing.applicationNumber)
    : '';
  const subject = listing.title.replace(/^一种/, '');
  return (demand.keywords ?? []).find((k) => {
    const word = k.trim().replace(/^一种/, '');
    if (number && normalizeApplicationNumber(word) === number) return true;
    return word.length >= 4 && subject.startsWith(word);
  });
}

/** The demand's keywords in the listing: in its title or keywords, or only in its description. */
function sharedKeywords(demand: Trade, listing: Trade, named?: string) {
  const head = headline(listing);
  const all = listingText(listing).toLowerCase();
  const inHeadline: string[] = [];
  const inDescription: string[] = [];
  for (const keyword of demandKeywords(demand)) {
    if (keyword === named) continue;
    const word = keyword.toLowerCase();
    if (head.includes(word)) inHeadline.push(keyword);
    else if (all.includes(word)) inDescription.push(keyword);
  }
  return { inHeadline, inDescription };
}

/** The vocabulary's terms in what the demand asks for (title and keywords). */
const demandTerms = (demand: Trade) =>
  vocabularyTermsIn([demand.title, ...(demand.keywords ?? [])].join(' '));

/**
 * The terms of the topics the demand mentions that a text contains, leaving out those inside a
 * word already counted or holding one (they say nothing new).
 */
export function topicTermsIn(demand: Trade, text: string, counted: string[]): string[] {
  const topics = new Set(demandTerms(demand).map((found) => found.topic));
  const words = counted.map((k) => k.toLowerCase());
  return vocabularyTermsIn(text)
    .map(({ term, topic }) => ({ word: term.toLowerCase(), term, topic }))
    .filter(
      ({ word, topic }) =>
        topics.has(topic) && !words.some((k) => k.includes(word) || word.includes(k)),
    )
    .map(({ term }) => term);
}

/** Related terms: the listing's terms of the topics the demand mentions, beyond shared words. */
export const relatedTerms = (demand: Trade, listing: Trade, shared: string[] = []) =>
  topicTermsIn(demand, listingText(listing), shared);

/**
 * The IPC subclass the listing shares with the demand, and why: the demand's own code, or a
 * term of the demand whose topic is classified there.
 */
function sharedSubclass(demand: Trade, listing: Trade): string | undefined {
  const subclass = listing.ipcMain ? ipcSubclassOf(listing.ipcMain) : null;
  if (!subclass) return undefined;
  if (demand.ipcMain && ipcSubclassOf(demand.ipcMain) === subclass) return `同属 IPC ${subclass}`;
  const via = demandTerms(demand).find((found) => found.topic.ipc.includes(subclass));
  return via ? `IPC ${subclass} 对应需求中的“${via.term}”` : undefined;
}

type Scored = Ranked<Trade> & { named: boolean };

const SELL_TYPES: Record<string, string> = {
  invention: '发明',
  utility: '实用新型',
  design: '外观设计',
};

/**
 * Scores one listing for one demand, given its text relevance (0–1) among the candidates; null
 * when nothing real connects them or the score stays under MIN_MATCH_SCORE.
 */
function scorePair(demand: Trade, listing: Trade, text: number, label: Label): Scored | null {
  const reasons: string[] = [];
  let score = 0;
  const named = namedBy(demand, listing);
  if (named) {
    score += WEIGHT.named;
    reasons.push(`需求点名了该专利（“${named}”）`);
  }
  const { inHeadline, inDescription } = sharedKeywords(demand, listing, named);
  score += Math.min(
    WEIGHT.keywordsMax,
    WEIGHT.keywordInTitle * inHeadline.length + WEIGHT.keywordInDescription * inDescription.length,
  );
  if (inHeadline.length) reasons.push(`共同关键词：${inHeadline.join('、')}`);
  if (inDescription.length) reasons.push(`描述中提及：${inDescription.join('、')}`);
  const shared = [...inHeadline, ...inDescription, ...(named ? [named] : [])];
  const related = relatedTerms(demand, listing, shared);
  if (related.length) {
    score += Math.min(WEIGHT.relatedTermsMax, WEIGHT.relatedTerm * related.length);
    reasons.push(`相关词：${related.join('、')}`);
  }
  const ipc = sharedSubclass(demand, listing);
  if (ipc) {
    score += WEIGHT.ipcSubclass;
    reasons.push(ipc);
  }
  // Nothing real connects them: field, price and type cannot make a match.
  if (!reasons.length) return null;
  score += WEIGHT.text * text;
  if (demand.field && demand.field === listing.field) {
    score += WEIGHT.field;
    reasons.push(`同一技术领域：${label(listing.field)}`);
  }
  const { budgetMin, budgetMax } = demand;
  if (listing.price !== null && demand.price === null && budgetMax !== undefined) {
    if (listing.price <= budgetMax && listing.price >= (budgetMin ?? 0)) {
      score += WEIGHT.inBudget;
      reasons.push(`价格 ${listing.price} 万元在预算 ${budgetMin ?? 0}-${budgetMax} 万元内`);
    } else if (listing.price > budgetMax) score += WEIGHT.overBudget;
  }
  if (demand.patentType && listing.patentType) {
    if (demand.patentType === listing.patentType) {
      score += WEIGHT.patentType;
      reasons.push(`专利类型相符：${SELL_TYPES[listing.patentType]}`);
    } else score += WEIGHT.otherPatentType;
  }
  const rounded = clamp(score);
  if (rounded < MIN_MATCH_SCORE) return null;
  return { item: listing, score: rounded, reasons, named: Boolean(named) };
}

/** Named listings first, then the score, then the lower id. */
const byRank = (a: Scored, b: Scored) => Number(b.named) - Number(a.named) || byScoreThenId(a, b);

const unmark = ({ named, ...ranked }: Scored): Ranked<Trade> => {
  void named;
  return ranked;
};

/** Relevance of each listing to a demand, 0–1 (the best listing 1). */
function relevance(demand: Trade, index: ReturnType<typeof bm25>): Map<string, number> {
  const raw = index(demandQuery(demand));
  const best = Math.max(0, ...raw.values());
  return new Map([...raw].map(([id, score]) => [id, best > 0 ? score / best : 0]));
}

const listingIndex = (listings: readonly Trade[]) =>
  bm25(listings.map((t) => ({ id: t.id, tokens: tokenize(listingText(t)) })));

/** The listings that best meet a demand, best first. */
export function listingsForDemand(
  demand: Trade,
  listings: readonly Trade[],
  label: Label,
  limit: number = MATCH_LIMITS.listings,
): Ranked<Trade>[] {
  const text = relevance(demand, listingIndex(listings));
  return listings
    .map((listing) => scorePair(demand, listing, text.get(listing.id) ?? 0, label))
    .filter((x): x is Scored => x !== null)
    .sort(byRank)
    .slice(0, limit)
    .map(unmark);
}

/** The demands a listing best meets, by the same score as listingsForDemand. */
export function demandsForListing(
  listing: Trade,
  demands: readonly Trade[],
  listings: readonly Trade[],
  label: Label,
  limit: number = MATCH_LIMITS.demands,
): Ranked<Trade>[] {
  const pool = listings.some((t) => t.id === listing.id) ? listings : [...listings, listing];
  const index = listingIndex(pool);
  const ranked: Scored[] = [];
  for (const demand of demands) {
    const pair = scorePair(demand, listing, relevance(demand, index).get(listing.id) ?? 0, label);
    if (pair) ranked.push({ ...pair, item: demand });
  }
  return ranked.sort(byRank).slice(0, limit).map(unmark);
}
