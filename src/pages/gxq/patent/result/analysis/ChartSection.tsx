import { Button } from 'antd';
import classNames from 'classnames';
import { useId, useState } from 'react';
import { BarList, ColumnChart, FigureTable, type LinkOf } from './charts';
import styles from './index.less';
import type { AnalysisTable } from './tables';

/** One figure of 统计分析: its chart, and its table behind the 表格 toggle. */
export default function ChartSection({
  table,
  linkOf,
  wide = false,
}: {
  table: AnalysisTable;
  linkOf: LinkOf;
  wide?: boolean;
}) {
  const id = useId();
  const [tabular, setTabular] = useState(false);
  const Chart = table.chart === 'columns' ? ColumnChart : BarList;
  return (
    <section className={classNames(styles.card, wide && styles.wide)} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h2 id={id}>{table.title}</h2>
        <Button
          size="small"
          aria-expanded={tabular}
          aria-controls={`${id}table`}
          aria-label={`${table.title}：${tabular ? '收起表格' : '表格'}`}
          onClick={() => setTabular(!tabular)}
        >
          {tabular ? '收起表格' : '表格'}
        </Button>
      </div>
      {table.note && <p className={styles.note}>{table.note}</p>}
      {table.rows.length ? (
        <Chart table={table} linkOf={linkOf} />
      ) : (
        <p className={styles.note}>没有可统计的数据</p>
      )}
      <div id={`${id}table`} hidden={!tabular}>
        {tabular && <FigureTable table={table} linkOf={linkOf} />}
      </div>
    </section>
  );
}
