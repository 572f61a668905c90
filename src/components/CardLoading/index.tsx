import styles from './index.less';

/**
 * The bars of ProCard's loading placeholder, in columns of 24, as ProCard lays them out; each span
 * has its class (`.span<n>`) in index.less.
 */
const ROWS = [[22], [8, 15], [6, 18], [13, 9]];

/**
 * ProCard's loading placeholder, drawn without antd's grid: ProCard lays its bars out with Row and
 * Col, and antd then generated the grid's styles in the browser (~74 KB of CSS, every span at every
 * breakpoint) on 个人中心 and 数据看板 for four rows of bars. Same bars (ProCard's own
 * `-loading-block` style, written at build time with the shell's, config/plugins/antdStaticStyle.ts),
 * same room. Use as a ProCard's or StatisticCard's `loading={busy && <CardLoading />}`.
 */
export default function CardLoading() {
  return (
    <div className="ant-pro-card-loading-content" aria-hidden>
      {ROWS.map((row) => (
        <div key={row.join('-')} className={styles.row}>
          {row.map((span) => (
            <div key={span} className={styles[`span${span}`]}>
              <div className="ant-pro-card-loading-block" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
