// The hit list's export (CSV or XLSX, of the ticked hits or of the whole result up to
// EXPORT_LIMIT) and the ticking itself: a box on each hit and 选择本页.

import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './export.less';
import { EXPORT_LIMIT, pageSelection, type HitSelection } from './selection';
import useExporter, { type ExportFormat } from './useExporter';

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** 导出 CSV / 导出 XLSX: the ticked hits, or `loadAll` (the first EXPORT_LIMIT in the page's order). */
export function ExportButtons({
  selection,
  loadAll,
}: {
  selection: HitSelection;
  loadAll: () => Promise<API.PatentHit[]>;
}) {
  const { busy, run } = useExporter();
  const count = selection.selected.size;
  const scope = count ? `导出所选 ${count} 条` : `导出全部结果（至多 ${EXPORT_LIMIT} 条）`;
  const exportAs = (format: ExportFormat) =>
    run(format, async () => {
      const hits = count ? [...selection.selected.values()] : await loadAll();
      const { patentsToCsv, patentsToSheet } = await import(
        /* webpackChunkName: "patent-export" */ './exportBuild'
      );
      return {
        name: '专利检索结果',
        done: `已导出 ${hits.length} 条记录`,
        csv: () => patentsToCsv(hits),
        sheets: () => [patentsToSheet(hits)],
      };
    });
  return (
    <span className={styles.exports}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          disabled={Boolean(busy) && busy !== format}
          title={scope}
          onClick={() => exportAs(format)}
        >
          导出 {format.toUpperCase()}
        </Button>
      ))}
    </span>
  );
}

/** 选择本页 and what is ticked: the export takes only the ticked hits while there are any. */
export function SelectionBar({
  hits,
  selection,
}: {
  hits: API.PatentHit[];
  selection: HitSelection;
}) {
  const box = useRef<HTMLInputElement>(null);
  const onPage = pageSelection(selection.selected, hits);
  const count = selection.selected.size;
  useEffect(() => {
    if (box.current) box.current.indeterminate = onPage === 'some';
  }, [onPage]);
  return (
    <div className={styles.selectionBar}>
      <label className={styles.check}>
        <input
          ref={box}
          type="checkbox"
          checked={onPage === 'all'}
          onChange={(event) => selection.select(hits, event.target.checked)}
        />
        选择本页
      </label>
      {/* Said as it changes; not a status role, which is the count line's alone. */}
      <span aria-live="polite" className={styles.selectionText}>
        {count > 0 ? `已选 ${count} 条，导出仅包含所选` : '未选择时导出全部结果'}
      </span>
      {count > 0 && (
        <Button type="link" size="small" onClick={selection.clear}>
          清除选择
        </Button>
      )}
    </div>
  );
}

/** A hit with its box. */
export function SelectableHit({
  hit,
  selection,
  children,
}: {
  hit: API.PatentHit;
  selection: HitSelection;
  children: ReactNode;
}) {
  return (
    <div className={styles.selectable}>
      <label className={styles.hitPick}>
        <input
          type="checkbox"
          className={styles.hitCheck}
          aria-label={`选择“${hit.title}”`}
          checked={selection.selected.has(hit.id)}
          onChange={(event) => selection.select([hit], event.target.checked)}
        />
      </label>
      {children}
    </div>
  );
}
