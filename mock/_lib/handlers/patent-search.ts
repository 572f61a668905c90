// GET /ipr-data-service/api/front/patent/search: field-code expression or keywords, with facets.

import { DEFAULT_PAGE_SIZE } from '../../../src/contract/vocabulary';
import { parsePatentQuery } from '../../../src/contract/patentQuery';
import { assessmentOf, familyRecordsOf, patentsMatching } from '../data/patent-store';
import { ApiError, badRequest, handle } from '../envelope';
import { applyFacets, parseFacetFilters } from '../facets';
import { scorePatent } from '../patent-match';
import { formatPatentQuery, queryTerms } from '../patent-query-format';
import { expandQuery } from '../query-expansion';
import { paginate, parseInteger, parseQueryData } from '../query';

/** Export needs the top 1,000 results in one page (the Google Patents / Lens anchor). */
export const SEARCH_MAX_PAGE_SIZE = 1000;

export const PATENT_SORTS: readonly API.PatentSort[] = [
  'relevance',
  'applicationDate desc',
  'applicationDate asc',
  'publicationDate desc',
  'publicationDate asc',
];

function parseSearchSort(raw: unknown): API.PatentSort {
  if (raw === undefined || raw === null || raw === '') return 'relevance';
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  const sort = PATENT_SORTS.find((s) => s === text);
  if (!sort) throw badRequest(`不支持的排序方式，可选：${PATENT_SORTS.join('、')}`);
  return sort;
}

interface Scored {
  patent: API.Patent;
  score: number;
}

const byId = (a: Scored, b: Scored) => (a.patent.id < b.patent.id ? -1 : 1);

function sortHits(hits: Scored[], sort: API.PatentSort): Scored[] {
  // Relevance ties (e.g. a query of dates only) fall back to the newest filing first.
  if (sort === 'relevance')
    return hits.sort(
      (a, b) =>
        b.score - a.score ||
        b.patent.applicationDate.localeCompare(a.patent.applicationDate) ||
        byId(a, b),
    );
  const [field, dir] = sort.split(' ') as ['applicationDate' | 'publicationDate', 'asc' | 'desc'];
  const sign = dir === 'desc' ? -1 : 1;
  return hits.sort((a, b) => {
    const x = a.patent[field];
    const y = b.patent[field];
    return x === y ? byId(a, b) : sign * (x < y ? -1 : 1);
  });
}

/** `q` parsed as the endpoint parses it; a bad one throws BAD_QUERY saying where in `q` it is. */
export function parseSearchQuery(q: string) {
  const parsed = parsePatentQuery(q);
  if (!parsed.ok) {
    const { message, position, length } = parsed.error;
    throw new ApiError(message, 'BAD_QUERY', 200, 2, { position, length });
  }
  return parsed.ast;
}

/** `expand` (扩展检索): on unless the caller says `false`. */
function parseExpand(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === true || raw === 'true')
    return true;
  if (raw === false || raw === 'false') return false;
  throw badRequest('扩展检索（expand）只能是 true 或 false');
}

/** `without`: the equivalents not to search, comma-separated (or the parameter repeated). */
function parseWithout(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  if (values.some((value) => typeof value !== 'string'))
    throw badRequest('without 必须是以逗号分隔的检索词');
  const terms = (values as string[])
    .flatMap((value) => value.split(','))
    .map((term) => term.trim())
    .filter(Boolean);
  if (terms.length > 50 || terms.some((term) => term.length > 50))
    throw badRequest('without 最多 50 个检索词，每个不超过 50 个字符');
  return terms;
}

/** `groupFamilies` (合并同族): on unless the caller says `false`. */
function parseGroupFamilies(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === true || raw === 'true')
    return true;
  if (raw === false || raw === 'false') return false;
  throw badRequest('合并同族（groupFamilies）只能是 true 或 false');
}

/**
 * One hit per simple family: the first of each family in the sorted list stands for it, with how
 * many of its members the result holds.
 */
function groupByFamily(sorted: Scored[]): (Scored & { matched: number })[] {
  const groups = new Map<string, Scored & { matched: number }>();
  for (const hit of sorted) {
    const group = groups.get(hit.patent.familyId);
    if (group) group.matched += 1;
    else groups.set(hit.patent.familyId, { ...hit, matched: 1 });
  }
  return [...groups.values()];
}

/** The family's other Chinese records, as references. */
function familyMembersOf(p: API.Patent): API.PatentRef[] | undefined {
  const others = familyRecordsOf(p).filter((member) => member.id !== p.id);
  if (!others.length) return undefined;
  return others.map((member) => ({
    id: member.id,
    publicationNumber: member.publicationNumber,
    title: member.title,
    applicant: member.applicants[0],
    date: member.publicationDate,
  }));
}

/** The checked request and the patents it selects (matching, then the facet filters), unsorted. */
export function selectPatents(query: Record<string, unknown>) {
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (!q) throw badRequest('请输入检索式或关键词');
  const written = parseSearchQuery(q);
  const { ast, expansions } = parseExpand(query.expand)
    ? expandQuery(written, parseWithout(query.without))
    : { ast: written, expansions: [] };
  const page = parseInteger(query.page, 0, 0, Number.MAX_SAFE_INTEGER, '页码必须是不小于0的整数');
  const size = parseInteger(
    query.size,
    DEFAULT_PAGE_SIZE,
    1,
    SEARCH_MAX_PAGE_SIZE,
    `每页条数必须是1到${SEARCH_MAX_PAGE_SIZE}之间的整数`,
  );
  const sort = parseSearchSort(query.sort);
  const groupFamilies = parseGroupFamilies(query.groupFamilies);
  const filters = parseFacetFilters(parseQueryData(query.queryData));

  const matched = patentsMatching(ast);
  const { hits, facets } = applyFacets(matched, (d) => d.patent, filters);
  return { written, ast, expansions, hits, facets, page, size, sort, groupFamilies };
}

export const searchPatents = handle((req): API.PatentSearchResult => {
  const started = performance.now();
  const { written, ast, expansions, hits, facets, page, size, sort, groupFamilies } = selectPatents(
    req.query ?? {},
  );
  const scored = hits.map((d) => ({
    patent: d.patent,
    score: scorePatent(ast, d.doc),
  }));
  const sorted = sortHits(scored, sort);
  const pageOf = paginate(
    groupFamilies ? groupByFamily(sorted) : sorted.map((hit) => ({ ...hit, matched: 0 })),
    page,
    size,
  );
  const content: API.PatentHit[] = pageOf.content.map(({ patent, score, matched }) => {
    const familyMembers = familyMembersOf(patent);
    return {
      ...patent,
      score,
      valueScore: assessmentOf(patent).score,
      ...(groupFamilies ? { familyMatched: matched } : {}),
      ...(familyMembers ? { familyMembers } : {}),
    };
  });
  return {
    ...pageOf,
    content,
    applicationCount: hits.length,
    groupedByFamily: groupFamilies,
    facets,
    terms: queryTerms(ast),
    expansions,
    query: formatPatentQuery(written),
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  };
});
