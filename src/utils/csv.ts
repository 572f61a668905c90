// CSV export (RFC 4180) that opens cleanly in Excel and WPS: UTF-8 BOM so Chinese is read as
// UTF-8, CRLF line ends, quoted fields where needed, and no formula injection.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** Separator of array values inside one cell. */
export const CSV_LIST_SEPARATOR = '；';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of one cell: null/undefined empty, arrays joined with `；`, dates as ISO days. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .filter((v) => v !== null && v !== undefined)
      .map(cellText)
      .join(CSV_LIST_SEPARATOR);
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Quotes a field when it holds a comma, quote, CR or LF (quotes doubled). Text that a spreadsheet
 * would run as a formula (starting with = + - @) gets a leading apostrophe; numbers are left as
 * numbers, so -3.5 stays a number.
 */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: BOM, a header line, one line per row, each line ended by CRLF. */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))));
  return `${BOM}${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
