import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { toCsv } from '@/utils/csv';

/** At most this many rows are exported, as Google Patents and The Lens do. */
export const EXPORT_LIMIT = 1000;

export function patentsToCsv(hits: API.PatentHit[]): string {
  return toCsv(hits, [
    { header: '申请号', value: (hit) => hit.applicationNumber },
    { header: '公开号', value: (hit) => hit.publicationNumber },
    { header: '名称', value: (hit) => hit.title },
    { header: '专利类型', value: (hit) => PATENT_TYPE_LABELS[hit.type] },
    { header: '法律状态', value: (hit) => LEGAL_STATUS_LABELS[hit.legalStatus] },
    { header: '申请日', value: (hit) => hit.applicationDate },
    { header: '公开日', value: (hit) => hit.publicationDate },
    { header: '申请人', value: (hit) => hit.applicants },
    { header: '发明人', value: (hit) => hit.inventors },
    { header: '代理机构', value: (hit) => hit.agencyName },
    { header: '主分类号', value: (hit) => hit.ipcMain },
    { header: '价值评分', value: (hit) => hit.valueScore },
    { header: '摘要', value: (hit) => hit.abstract },
  ]);
}
