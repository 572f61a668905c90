// GET /ipr-data-service/api/front/patent/analysis: 统计分析 of what a patent search selects.
// The selection is the search's own (selectPatents), counted as the facets count (countFacet), so
// a year's figure here is that year's facet count and narrowing by a bucket finds that many.

import { handle } from '../envelope';
import { countFacet, type FacetKey } from '../facets';
import { selectPatents } from './patent-search';

/** Buckets kept for the long dimensions (applicants, IPC classes, agencies). */
export const ANALYSIS_TOP = 20;

function dimension(patents: readonly API.Patent[], key: FacetKey, top?: number) {
  const buckets = countFacet(patents, key);
  return { buckets: top ? buckets.slice(0, top) : buckets, distinct: buckets.length };
}

/** Every year from the first filing to the last, oldest first; a year without filings is 0. */
function yearSeries(patents: readonly API.Patent[]): API.FacetBucket[] {
  const counted = new Map(countFacet(patents, 'year').map((b) => [Number(b.value), b.count]));
  if (!counted.size) return [];
  const years = [...counted.keys()];
  const series: API.FacetBucket[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year += 1)
    series.push({ value: String(year), label: `${year}年`, count: counted.get(year) ?? 0 });
  return series;
}

/** The counts of a selection of patents (records, not families). */
export function analyseSelection(patents: readonly API.Patent[]): API.PatentAnalysis {
  return {
    total: patents.length,
    years: yearSeries(patents),
    applicants: dimension(patents, 'applicant', ANALYSIS_TOP),
    ipcSections: dimension(patents, 'ipcSection'),
    ipcClasses: dimension(patents, 'ipcClass', ANALYSIS_TOP),
    legalStatus: dimension(patents, 'legalStatus'),
    types: dimension(patents, 'type'),
    agencies: dimension(patents, 'agency', ANALYSIS_TOP),
    withoutAgency: patents.filter((p) => !p.agencyName).length,
  };
}

export const analysePatents = handle((req): API.PatentAnalysis => {
  // Paging and sort mean nothing to counts of the whole selection: not checked, not used.
  const { page: _page, size: _size, sort: _sort, ...query } = req.query ?? {};
  return analyseSelection(selectPatents(query).hits.map((hit) => hit.patent));
});
