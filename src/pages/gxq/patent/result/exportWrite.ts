// Writes an export's file and hands it to the browser: loaded with the first export (the CSV and
// XLSX writers stay out of the result page's first load).

import dayjs from 'dayjs';
import { downloadCsv } from '@/utils/csv';
import type { ExportFormat, ExportJob } from './useExporter';
import { downloadBlob, xlsxBlob } from './xlsx';

/** The file's name: 专利检索结果_20261206_1530.xlsx. */
export const exportFileName = (name: string, format: ExportFormat, now = dayjs()) =>
  `${name}_${now.format('YYYYMMDD_HHmm')}.${format}`;

/** Builds the file of the format asked for and downloads it. */
export async function writeExport(format: ExportFormat, job: ExportJob): Promise<void> {
  const fileName = exportFileName(job.name, format);
  if (format === 'csv') downloadCsv(fileName, job.csv());
  else downloadBlob(fileName, await xlsxBlob(job.sheets()));
}
