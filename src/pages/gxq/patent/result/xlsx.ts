// XLSX export of the result page (hits and 统计分析). The writer, write-excel-file with fflate
// (about 20 KB gzipped), loads with the first export, never with the page.

/** A cell: text, a number, or nothing. */
export type SheetCell = string | number | null | undefined;

/** One sheet as the page describes it: a bold, frozen header row over plain rows. */
export interface SheetSpec {
  /** At most 31 characters, none of []:*?/\ (Excel's rule). */
  name: string;
  header: string[];
  rows: SheetCell[][];
  /** Column widths in characters. */
  widths?: number[];
  /** Number formats per column, e.g. '0.0%'. */
  formats?: (string | undefined)[];
  /** A line under the table, after an empty row. */
  note?: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cellOf(value: SheetCell, format?: string) {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number')
    return Number.isFinite(value) ? { value, type: Number, ...(format ? { format } : {}) } : null;
  // Text stays text: a value starting with = is written as a string, never run as a formula.
  return { value, type: String };
}

/** The workbook as a Blob (the same bytes in the browser and in node, for the tests). */
export async function xlsxBlob(sheets: SheetSpec[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import(
    /* webpackChunkName: "xlsx-writer" */ 'write-excel-file/universal'
  );
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      stickyRowsCount: 1,
      columns: sheet.header.map((_, i) => ({ width: sheet.widths?.[i] ?? 16 })),
      data: [
        sheet.header.map((text) => ({ value: text, type: String, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) => row.map((value, i) => cellOf(value, sheet.formats?.[i]))),
        ...(sheet.note ? [[], [{ value: sheet.note, type: String }]] : []),
      ],
    })),
  ).toBlob();
}

/** Hands a file to the browser as a download. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
