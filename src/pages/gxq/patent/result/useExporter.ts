import { useState } from 'react';
import { feedback } from '@/utils/feedback';
import type { SheetSpec } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

/** One export, in both formats (only the one asked for is built). */
export interface ExportJob {
  /** The file name before its time stamp and extension, e.g. 专利检索结果. */
  name: string;
  /** What the toast counts, e.g. 已导出 25 条记录. */
  done: string;
  csv: () => string;
  sheets: () => SheetSpec[];
}

/**
 * Runs an export: `load` gathers what goes in (a failed request has been told by the request
 * layer), then the file of the format asked for is built and downloaded (a failure there is said
 * here). `busy` is the format being written, for the button's spinner.
 */
export default function useExporter() {
  const [busy, setBusy] = useState<ExportFormat>();
  const run = async (format: ExportFormat, load: () => ExportJob | Promise<ExportJob>) => {
    setBusy(format);
    try {
      let job: ExportJob;
      try {
        job = await load();
      } catch {
        return;
      }
      try {
        const { writeExport } = await import(
          /* webpackChunkName: "patent-export" */ './exportWrite'
        );
        await writeExport(format, job);
        feedback.success(job.done);
      } catch {
        feedback.error(`${format.toUpperCase()} 文件生成失败，请重试`);
      }
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}
