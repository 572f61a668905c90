// The columns of the hit list's export, one set for CSV and XLSX: the bibliographic fields a
// patent professional files a search result by (numbers and days of each publication, priority,
// parties, classification, status, family size and the portal's value score).

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { CSV_LIST_SEPARATOR } from '@/utils/csv';
import type { SheetCell, SheetSpec } from './xlsx';

type Value = string | number | string[] | undefined;

export interface ExportColumn {
  header: string;
  value: (hit: API.PatentHit) => Value;
  /** Width in the workbook, in characters. */
  width: number;
}

/** An invention's 申请公布 (A); the grant of any type: B, or a utility model's U, a design's S. */
const published = (hit: API.PatentHit) => hit.publications.find((p) => p.kind === 'A');
const granted = (hit: API.PatentHit) =>
  hit.publications.find((p) => p.kind === 'B' || p.kind === 'U' || p.kind === 'S');

/** A priority as the office prints it: US 17/123,456 2020-05-01. */
const priorityText = (p: API.PatentPriority) => `${p.office} ${p.number} ${p.date}`;

export const HIT_EXPORT_COLUMNS: ExportColumn[] = [
  { header: '申请号', value: (hit) => hit.applicationNumber, width: 18 },
  { header: '申请日', value: (hit) => hit.applicationDate, width: 12 },
  { header: '公开号', value: (hit) => published(hit)?.number, width: 16 },
  { header: '公开日', value: (hit) => published(hit)?.date, width: 12 },
  { header: '授权公告号', value: (hit) => granted(hit)?.number, width: 16 },
  { header: '授权公告日', value: (hit) => granted(hit)?.date, width: 12 },
  { header: '优先权', value: (hit) => hit.priorities?.map(priorityText), width: 28 },
  { header: '名称', value: (hit) => hit.title, width: 40 },
  { header: '专利类型', value: (hit) => PATENT_TYPE_LABELS[hit.type], width: 10 },
  { header: '申请人', value: (hit) => hit.applicants, width: 30 },
  { header: '发明人', value: (hit) => hit.inventors, width: 24 },
  { header: '代理机构', value: (hit) => hit.agencyName, width: 28 },
  { header: 'IPC', value: (hit) => hit.ipcCodes, width: 24 },
  { header: '法律状态', value: (hit) => LEGAL_STATUS_LABELS[hit.legalStatus], width: 10 },
  { header: '同族数', value: (hit) => hit.familySize, width: 8 },
  { header: '价值评分', value: (hit) => hit.valueScore, width: 9 },
  { header: '摘要', value: (hit) => hit.abstract, width: 60 },
];

/** Several values in one cell are joined as the CSV joins them. */
const sheetCell = (value: Value): SheetCell =>
  Array.isArray(value) ? value.join(CSV_LIST_SEPARATOR) : value;

/** The hits as the workbook's one sheet, in the order given. */
export function patentsToSheet(hits: API.PatentHit[]): SheetSpec {
  return {
    name: '专利检索结果',
    header: HIT_EXPORT_COLUMNS.map((column) => column.header),
    widths: HIT_EXPORT_COLUMNS.map((column) => column.width),
    rows: hits.map((hit) => HIT_EXPORT_COLUMNS.map((column) => sheetCell(column.value(hit)))),
  };
}
