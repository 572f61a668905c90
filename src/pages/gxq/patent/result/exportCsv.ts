import { toCsv } from '@/utils/csv';
import { HIT_EXPORT_COLUMNS } from './exportColumns';

export { EXPORT_LIMIT } from './selection';

/** The hits as CSV (UTF-8 with BOM, CRLF), the export's columns. */
export function patentsToCsv(hits: API.PatentHit[]): string {
  return toCsv(hits, HIT_EXPORT_COLUMNS);
}
