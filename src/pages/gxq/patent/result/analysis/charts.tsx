// The figures of 统计分析 drawn with CSS (no chart library: ~350 KB gzipped for seven bar
// charts). Each bar is a link to the results it counts and names its figure for screen readers;
// the same rows are in the table under the chart.

import { Link } from '@umijs/max';
import { formatCount } from '@/utils/format';
import styles from './index.less';
import { niceTicks, percent, type AnalysisRow, type AnalysisTable } from './tables';

/** Where a row leads (the results narrowed to it), or nothing when it cannot be narrowed. */
export type LinkOf = (table: AnalysisTable, row: AnalysisRow) => string | undefined;

/** Year labels under the columns: about eight, counted back from the latest, which always has one. */
const tickEvery = (count: number) => Math.max(1, Math.ceil(count / 8));

export function ColumnChart({ table, linkOf }: { table: AnalysisTable; linkOf: LinkOf }) {
  const { rows } = table;
  const ticks = niceTicks(Math.max(0, ...rows.map((row) => row.count)));
  const top = ticks.at(-1)!;
  const every = tickEvery(rows.length);
  // Figures over the columns while they fit (a dozen years); the table has them all.
  const labelled = rows.length <= 12;
  return (
    <div className={styles.chart}>
      <div className={styles.gridLines} aria-hidden>
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
            <em>{tick}</em>
          </span>
        ))}
      </div>
      <ol className={styles.plot} aria-label={`${table.title}（件）`}>
        {rows.map((row, index) => {
          const href = linkOf(table, row);
          const body = (
            <>
              {labelled && row.count > 0 && (
                <span className={styles.barValue} aria-hidden>
                  {row.count}
                </span>
              )}
              <span className={styles.bar} style={{ height: `${(row.count / top) * 100}%` }} />
              <span className={styles.srOnly}>
                {row.label} {formatCount(row.count)} 件
              </span>
            </>
          );
          const shown = (rows.length - 1 - index) % every === 0;
          return (
            <li key={row.value}>
              {href ? (
                <Link to={href} className={styles.column} title={`${row.label}：${row.count} 件`}>
                  {body}
                </Link>
              ) : (
                <span className={styles.column}>{body}</span>
              )}
              <span className={styles.tick} aria-hidden>
                {shown && <span>{row.value}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function BarList({ table, linkOf }: { table: AnalysisTable; linkOf: LinkOf }) {
  const max = Math.max(1, ...table.rows.map((row) => row.count));
  return (
    <ol className={styles.bars} aria-label={`${table.title}（件）`}>
      {table.rows.map((row) => {
        const href = linkOf(table, row);
        const body = (
          <>
            <span className={styles.label} title={row.label}>
              {row.label}
            </span>
            <span className={styles.track} aria-hidden>
              <span style={{ width: `${(row.count / max) * 100}%` }} />
            </span>
            <span className={styles.figure}>
              {formatCount(row.count)} 件<small>{percent(row.share)}</small>
            </span>
          </>
        );
        return (
          <li key={row.value}>
            {href ? (
              <Link to={href} className={styles.row}>
                {body}
              </Link>
            ) : (
              <div className={styles.row}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The figures of a chart as a table with its caption: what the export holds. */
export function FigureTable({ table, linkOf }: { table: AnalysisTable; linkOf: LinkOf }) {
  return (
    <div className={styles.tableBox} tabIndex={0} role="region" aria-label={`${table.title}表格`}>
      <table className={styles.table}>
        <caption>
          {table.title}（单位：件）{table.note ? `：${table.note}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">{table.column}</th>
            <th scope="col">件数</th>
            <th scope="col">占比</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const href = linkOf(table, row);
            return (
              <tr key={row.value}>
                <th scope="row">{href ? <Link to={href}>{row.label}</Link> : row.label}</th>
                <td>{formatCount(row.count)}</td>
                <td>{percent(row.share)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
