// Patent value list and detail (GB/T 42748 model of mock/_lib/value-model.ts).

import { db } from '../data';
import { assessmentOf, detailOf } from '../data/patent-store';
import { badRequest, handle } from '../envelope';
import type { ListSpec } from '../query';
import { parseQueryData, runQuery } from '../query';
import { patentOf } from './data';

/** Score bands of the value list filter: `low-high`, low inclusive, high exclusive except 100. */
export const VALUE_BANDS: Record<string, [number, number]> = {
  '85-100': [85, 100],
  '70-85': [70, 85],
  '55-70': [55, 70],
  '0-55': [0, 55],
};

function inBand(score: number, band: string): boolean {
  const [low, high] = VALUE_BANDS[band];
  return score >= low && (score < high || (high === 100 && score <= 100));
}

export function valueRowOf(p: API.Patent): API.PatentValueRow {
  const a = assessmentOf(p);
  const dim = (key: API.ValueDimensionKey) => a.dimensions.find((d) => d.key === key)?.score ?? 0;
  return {
    id: p.id,
    title: p.title,
    applicationNumber: p.applicationNumber,
    type: p.type,
    legalStatus: p.legalStatus,
    ...(p.field ? { field: p.field } : {}),
    applicants: p.applicants,
    applicationDate: p.applicationDate,
    score: a.score,
    grade: a.grade,
    legalScore: dim('legal'),
    technicalScore: dim('technical'),
    economicScore: dim('economic'),
  };
}

let rows: { patents: readonly API.Patent[]; rows: API.PatentValueRow[] } | undefined;

function valueRows(): API.PatentValueRow[] {
  const { patents } = db();
  if (!rows || rows.patents !== patents) rows = { patents, rows: patents.map(valueRowOf) };
  return rows.rows;
}

export const VALUE_LIST: ListSpec<API.PatentValueRow> = {
  text: (r) => [r.title, r.applicationNumber, ...r.applicants],
  sort: { score: (r) => r.score, applicationDate: (r) => r.applicationDate },
  defaultSort: 'score desc',
  filters: [
    { key: 'type', kind: 'match', get: (r) => r.type },
    { key: 'field', kind: 'match', get: (r) => r.field },
    { key: 'band', kind: 'custom', test: (r, v) => inBand(r.score, String(v)) },
  ],
};

/** Value rows: keyword over title, applicants and application number; band, type and field filters. */
export const findPatentValues = handle((req) => {
  const query = req.query ?? {};
  const band = parseQueryData(query.queryData).band ?? query.band;
  if (band !== undefined && band !== null && band !== '' && !VALUE_BANDS[String(band)])
    throw badRequest(`评分区间不正确，可选：${Object.keys(VALUE_BANDS).join('、')}`);
  return runQuery(valueRows(), query, VALUE_LIST);
});

/** A patent's full record with its value assessment. */
export const patentValueDetail = handle((req): API.PatentValueDetail => {
  const patent = patentOf(req);
  return { patent: detailOf(patent), assessment: assessmentOf(patent) };
});
