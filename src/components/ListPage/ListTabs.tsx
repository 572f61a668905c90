import classNames from 'classnames';
import styles from './index.less';

interface ListTabsProps<K extends string> {
  tabs: Record<K, string>;
  active: K;
  onChange: (tab: K) => void;
  label: string;
}

/** The tab strip of a list page; each tab is a URL state, so it is a plain button row. */
export default function ListTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: ListTabsProps<K>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {(Object.keys(tabs) as K[]).map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={active === tab}
          className={classNames(styles.tab, active === tab && styles.activeTab)}
          onClick={() => onChange(tab)}
        >
          {tabs[tab]}
        </button>
      ))}
    </div>
  );
}
