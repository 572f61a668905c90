// What 统计分析 shows and exports, built from the backend's counts: one table per figure (the
// chart draws it, the table under it and the CSV / XLSX export hold the same rows).

import { toCsv } from '@/utils/csv';
import type { FacetKey } from '@/utils/patentResultState';
import type { SheetSpec } from '../xlsx';

export interface AnalysisRow {
  /** The facet value the row narrows the search by (a year, an IPC code, a name …). */
  value: string;
  label: string;
  count: number;
  /** count / total: a record counts once under each of its applicants or classes. */
  share: number;
}

export type AnalysisKey =
  'years' | 'applicants' | 'ipcSections' | 'ipcClasses' | 'legalStatus' | 'types' | 'agencies';

export interface AnalysisTable {
  key: AnalysisKey;
  title: string;
  /** The facet a row's link narrows. */
  facet: FacetKey;
  /** Header of the label column. */
  column: string;
  chart: 'columns' | 'bars';
  rows: AnalysisRow[];
  /** What the figures cover, under the title. */
  note?: string;
}

const SPECS: { key: AnalysisKey; title: string; facet: FacetKey; column: string }[] = [
  { key: 'years', title: '申请趋势', facet: 'year', column: '申请年份' },
  { key: 'applicants', title: '主要申请人', facet: 'applicant', column: '申请人' },
  { key: 'agencies', title: '主要代理机构', facet: 'agency', column: '代理机构' },
  { key: 'ipcSections', title: 'IPC 部分布', facet: 'ipcSection', column: 'IPC 部' },
  { key: 'ipcClasses', title: 'IPC 大类分布', facet: 'ipcClass', column: 'IPC 大类' },
  { key: 'legalStatus', title: '法律状态', facet: 'legalStatus', column: '法律状态' },
  { key: 'types', title: '专利类型', facet: 'type', column: '专利类型' },
];

const MULTIPLE = '一件专利可有多个，各项之和可大于总数';

function topNote(dimension: API.PatentAnalysisDimension, unit: string, multiple = false) {
  const shown = dimension.buckets.length;
  const head =
    dimension.distinct > shown
      ? `共 ${dimension.distinct} ${unit}，列出件数最多的 ${shown} ${unit}`
      : `共 ${dimension.distinct} ${unit}`;
  return multiple ? `${head}；${MULTIPLE}` : head;
}

function noteOf(key: AnalysisKey, analysis: API.PatentAnalysis): string | undefined {
  switch (key) {
    case 'years': {
      const { years } = analysis;
      return years.length ? `${years[0].value}–${years.at(-1)!.value} 年，按申请日统计` : undefined;
    }
    case 'applicants':
      return topNote(analysis.applicants, '个申请人', true);
    case 'ipcSections':
      return MULTIPLE;
    case 'ipcClasses':
      return topNote(analysis.ipcClasses, '个大类', true);
    case 'agencies':
      return `${topNote(analysis.agencies, '家代理机构')}；另有 ${analysis.withoutAgency} 件未委托代理机构`;
    default:
      return undefined;
  }
}

/** The tables of an analysis, in the order the page shows them. */
export function analysisTables(analysis: API.PatentAnalysis): AnalysisTable[] {
  const { total } = analysis;
  return SPECS.map((spec) => {
    const buckets = spec.key === 'years' ? analysis.years : analysis[spec.key].buckets;
    return {
      ...spec,
      chart: spec.key === 'years' ? 'columns' : 'bars',
      rows: buckets.map(({ value, label, count }) => ({
        value,
        label,
        count,
        share: total ? count / total : 0,
      })),
      note: noteOf(spec.key, analysis),
    };
  });
}

/** A share as people read it: 14.7%. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Round steps for a value axis from 0 to at least `max`: 0, 5, 10, 15 for 14. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const stepped = Math.max(1, step);
  const top = Math.ceil(max / stepped) * stepped;
  return Array.from({ length: top / stepped + 1 }, (_, i) => i * stepped);
}

/** What was analysed, for the export's first lines. */
export interface AnalysisMeta {
  query: string;
  expand: boolean;
  filters: string[];
  /** When it was exported, as shown (YYYY-MM-DD HH:mm). */
  at: string;
}

interface FlatRow {
  table: string;
  label: string;
  count: number;
  share: string;
}

/** 统计分析 as one CSV: 统计项, 项目, 件数, 占比, starting with the total. */
export function analysisCsv(analysis: API.PatentAnalysis): string {
  const rows: FlatRow[] = [
    { table: '合计', label: '专利申请', count: analysis.total, share: percent(1) },
    ...analysisTables(analysis).flatMap((table) =>
      table.rows.map((row) => ({
        table: table.title,
        label: row.label,
        count: row.count,
        share: percent(row.share),
      })),
    ),
  ];
  return toCsv(rows, [
    { header: '统计项', value: (row) => row.table },
    { header: '项目', value: (row) => row.label },
    { header: '件数', value: (row) => row.count },
    { header: '占比', value: (row) => row.share },
  ]);
}

/** 统计分析 as workbook sheets: 概况 (what was analysed) and one sheet per table. */
export function analysisSheets(analysis: API.PatentAnalysis, meta: AnalysisMeta): SheetSpec[] {
  const summary: SheetSpec = {
    name: '概况',
    header: ['项目', '内容'],
    widths: [14, 60],
    rows: [
      ['检索式', meta.query],
      ['扩展检索', meta.expand ? '开启' : '关闭'],
      ['筛选条件', meta.filters.length ? meta.filters.join('；') : '无'],
      ['专利申请（件）', analysis.total],
      ['导出时间', meta.at],
    ],
  };
  return [
    summary,
    ...analysisTables(analysis).map((table): SheetSpec => ({
      name: table.title.replace(/\s/g, ''),
      header: [table.column, '件数', '占比'],
      widths: [table.chart === 'columns' ? 12 : 40, 10, 10],
      formats: [undefined, undefined, '0.0%'],
      rows: table.rows.map((row) => [row.label, row.count, row.share]),
      note: table.note,
    })),
  ];
}
