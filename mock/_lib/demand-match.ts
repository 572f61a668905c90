// Matching buy demands with what can meet them (issue 14): listings, experts and agencies for a
// demand, and demands for a listing. Pure and deterministic: the handlers pass the live records.
//
// Listing ↔ demand score, 0–100 (the sum, clamped):
//   55 × text   BM25 relevance (k1 1.2, b 0.75) of the listing's title, keywords and description
//               to the demand's title and keywords (keywords counted twice), divided by the best
//               listing's relevance for that demand, so the closest text scores 55;
//   + 30        the demand names the patent: a keyword is its application number, or its title
//               (without a leading 一种) begins with a keyword of four characters or more. A named
//               listing ranks above every listing the demand does not name, whatever the score;
//   + 10        the same technical field; + 5 the same IPC class (when both carry one);
//   + 10        the price lies within the budget; − 10 above the budget; 面议 on either side: 0;
//   + 5         the patent type the demand asks for; − 10 another type.
// A listing with neither shared text nor the same field is no match. Ties go to the lower id.
// Reasons name what matched (shared keywords, the parts of the other keywords the listing
// contains, field, IPC class, price in budget, patent type).
//
// Experts: same field 60, plus 40 × relevance of their specialties and introduction; agencies:
// the demand's field among theirs 60, operation services 20, credit grade A 10, plus up to 10 by
// patents handled. Both require the same field.
import { normalizeApplicationNumber } from '../../src/contract/validators';

export const MATCH_LIMITS = { listings: 5, experts: 4, agencies: 4, demands: 5 } as const;

const K1 = 1.2;
const B = 0.75;

/** Lower-cased ASCII words, and overlapping bigrams of each run of Chinese characters. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of String(text ?? '')
    .toLowerCase()
    .match(/[a-z0-9]+|[\u4e00-\u9fff]+/g) ?? []) {
    if (!/[\u4e00-\u9fff]/.test(run)) tokens.push(run);
    else if (run.length === 1) tokens.push(run);
    else for (let i = 0; i + 1 < run.length; i += 1) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

/** Okapi BM25 over a fixed set of documents: score(query) → relevance of each document. */
export function bm25(documents: readonly { id: string; tokens: string[] }[]) {
  const df = new Map<string, number>();
  const tf = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const token of doc.tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const token of counts.keys()) df.set(token, (df.get(token) ?? 0) + 1);
    return counts;
  });
  const n = documents.length;
  const avgLength = documents.reduce((sum, doc) => sum + doc.tokens.length, 0) / Math.max(1, n);
  return (query: string[]): Map<string, number> => {
    const scores = new Map<string, number>();
    documents.forEach((doc, i) => {
      let score = 0;
      for (const token of query) {
        const f = tf[i].get(token);
        if (!f) continue;
        const d = df.get(token) ?? 0;
        const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.tokens.length) / avgLength));
      }
      if (score > 0) scores.set(doc.id, score);
    });
    return scores;
  };
}

export interface Ranked<T> {
  item: T;
  score: number;
  reasons: string[];
}

type Trade = API.IpcTransaction;
type Label = (field: string) => string;

const ipcClass = (code?: string) => code?.replace(/\s+/g, '').slice(0, 3).toUpperCase() ?? '';
const listingText = (t: Trade) => [t.title, ...(t.keywords ?? []), t.description].join(' ');
const demandQuery = (d: Trade) =>
  tokenize([d.title, ...(d.keywords ?? []), ...(d.keywords ?? [])].join(' '));
const byScoreThenId = <T extends { id: string }>(a: Ranked<T>, b: Ranked<T>) =>
  b.score - a.score || (a.item.id < b.item.id ? -1 : 1);
const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));

/** The demand's keywords found in the listing's title, keywords or description. */
function sharedKeywords(demand: Trade, listing: Trade): string[] {
  const text = listingText(listing).toLowerCase();
  return (demand.keywords ?? []).filter((k) => k.trim() && text.includes(k.trim().toLowerCase()));
}

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

/** Fragments too common in patent titles to explain a match. */
const GENERIC_TERMS = new Set('一种 专利 技术 方法 装置 系统 相关 领域 方向'.split(' '));

/**
 * The parts of the demand's other keywords that the listing's text contains, longest first from
 * each keyword's start (可穿戴监测 → 可穿戴, 监测): the words behind a text relevance that no whole
 * keyword explains.
 */
export function relatedTerms(demand: Trade, listing: Trade, exclude: string[]): string[] {
  const text = listingText(listing).toLowerCase();
  const found = (fragment: string) => !GENERIC_TERMS.has(fragment) && text.includes(fragment);
  const terms = new Set<string>();
  for (const keyword of demand.keywords ?? []) {
    const word = keyword.trim().toLowerCase();
    if (exclude.includes(keyword)) continue;
    for (let start = 0; start < word.length - 1;) {
      let end = word.length;
      while (end >= start + 2 && !found(word.slice(start, end))) end -= 1;
      if (end < start + 2) start += 1;
      else {
        terms.add(word.slice(start, end));
        start = end;
      }
    }
  }
  return [...terms];
}

type Scored = Ranked<Trade> & { named: boolean };

const SELL_TYPES: Record<string, string> = {
  invention: '发明',
  utility: '实用新型',
  design: '外观设计',
};

/** Scores one listing for one demand, given its text relevance (0–1) among the candidates. */
function scorePair(demand: Trade, listing: Trade, text: number, label: Label): Scored | null {
  const sameField = Boolean(demand.field) && demand.field === listing.field;
  if (text <= 0 && !sameField) return null;
  const reasons: string[] = [];
  let score = 55 * text;
  const named = namedBy(demand, listing);
  if (named) {
    score += 30;
    reasons.push(`需求点名了该专利（“${named}”）`);
  }
  const shared = sharedKeywords(demand, listing).filter((k) => k !== named);
  if (shared.length) reasons.push(`共同关键词：${shared.join('、')}`);
  const related =
    text > 0 ? relatedTerms(demand, listing, named ? [...shared, named] : shared) : [];
  if (related.length) reasons.push(`相关词：${related.join('、')}`);
  if (sameField) {
    score += 10;
    reasons.push(`同一技术领域：${label(listing.field)}`);
  }
  if (demand.ipcMain && listing.ipcMain && ipcClass(demand.ipcMain) === ipcClass(listing.ipcMain)) {
    score += 5;
    reasons.push(`同一 IPC 分类：${ipcClass(listing.ipcMain)}`);
  }
  const { budgetMin, budgetMax } = demand;
  if (listing.price !== null && demand.price === null && budgetMax !== undefined) {
    if (listing.price <= budgetMax && listing.price >= (budgetMin ?? 0)) {
      score += 10;
      reasons.push(`价格 ${listing.price} 万元在预算 ${budgetMin ?? 0}-${budgetMax} 万元内`);
    } else if (listing.price > budgetMax) score -= 10;
  }
  if (demand.patentType && listing.patentType) {
    if (demand.patentType === listing.patentType) {
      score += 5;
      reasons.push(`专利类型相符：${SELL_TYPES[listing.patentType]}`);
    } else score -= 10;
  }
  return { item: listing, score: clamp(score), reasons, named: Boolean(named) };
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
    .filter((x): x is Scored => x !== null && (x.score > 0 || x.named))
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
    if (pair && (pair.score > 0 || pair.named)) ranked.push({ ...pair, item: demand });
  }
  return ranked.sort(byRank).slice(0, limit).map(unmark);
}

/** Experts in the demand's field, the closest specialties first. */
export function expertsForDemand(
  demand: Trade,
  experts: readonly API.Expert[],
  label: Label,
  limit: number = MATCH_LIMITS.experts,
): Ranked<API.Expert>[] {
  const inField = experts.filter((e) => e.fields.includes(demand.field));
  const index = bm25(
    inField.map((e) => ({ id: e.id, tokens: tokenize([...e.specialties, e.intro].join(' ')) })),
  );
  const raw = index(demandQuery(demand));
  const best = Math.max(0, ...raw.values());
  const words = (demand.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  return inField
    .map((expert) => {
      const text = best > 0 ? (raw.get(expert.id) ?? 0) / best : 0;
      const reasons = [`擅长领域：${label(demand.field)}`];
      const mentioned = words.filter((k) =>
        [...expert.specialties, expert.intro].join(' ').includes(k),
      );
      if (mentioned.length) reasons.push(`专长涉及：${mentioned.join('、')}`);
      return { item: expert, score: clamp(60 + 40 * text), reasons };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.item.serviceCount - a.item.serviceCount ||
        (a.item.id < b.item.id ? -1 : 1),
    )
    .slice(0, limit);
}

/** The SERVICE_MainService value of 知识产权运营. */
const OPERATION_SERVICE = 'ZSCQYY';

/** Agencies whose technical fields include the demand's. */
export function agenciesForDemand(
  demand: Trade,
  agencies: readonly API.ServiceAgency[],
  label: Label,
  limit: number = MATCH_LIMITS.agencies,
): Ranked<API.ServiceAgency>[] {
  const inField = agencies.filter((a) => a.technicalFields.includes(demand.field));
  const most = Math.max(1, ...inField.map((a) => a.patentTotal));
  return inField
    .map((agency) => {
      const reasons = [`代理技术领域含${label(demand.field)}`];
      let score = 60 + 10 * (agency.patentTotal / most);
      if (agency.mainServices.includes(OPERATION_SERVICE)) {
        score += 20;
        reasons.push('提供知识产权运营服务');
      }
      if (agency.creditGrade === 'A') {
        score += 10;
        reasons.push('信用等级 A');
      }
      reasons.push(`代理专利 ${agency.patentTotal} 件`);
      return { item: agency, score: clamp(score), reasons };
    })
    .sort((a, b) => b.score - a.score || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, limit);
}
