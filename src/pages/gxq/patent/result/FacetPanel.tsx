import { Button } from 'antd';
import { useState } from 'react';
import type { FacetKey } from '@/utils/patentResultState';
import styles from './index.less';

const GROUPS: { key: FacetKey; title: string }[] = [
  { key: 'type', title: '专利类型' },
  { key: 'legalStatus', title: '法律状态' },
  { key: 'year', title: '申请年份' },
  { key: 'ipcSection', title: 'IPC 部' },
  { key: 'ipcClass', title: 'IPC 大类' },
  { key: 'applicant', title: '申请人' },
  { key: 'agency', title: '代理机构' },
];

const COLLAPSED_COUNT = 6;

interface FacetPanelProps {
  facets: API.PatentFacets;
  filters: API.PatentFacetFilters;
  onChange: (filters: API.PatentFacetFilters) => void;
}

function FacetGroup({
  title,
  buckets,
  selected,
  onToggle,
}: {
  title: string;
  buckets: API.FacetBucket[];
  selected: string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // Selected values stay visible even when the current result has no bucket for them.
  const missing = selected.filter((value) => !buckets.some((bucket) => bucket.value === value));
  const all = [...buckets, ...missing.map((value) => ({ value, label: value, count: 0 }))];
  const shown = expanded ? all : all.slice(0, COLLAPSED_COUNT);
  if (all.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend>{title}</legend>
      {shown.map((bucket) => (
        // Native checkboxes: antd's Checkbox brings the form context (rc-field-form) to this light page.
        <label key={bucket.value} className={styles.facetItem}>
          <input
            type="checkbox"
            checked={selected.includes(bucket.value)}
            onChange={(event) => onToggle(bucket.value, event.target.checked)}
          />
          <span className={styles.facetLabel} title={bucket.label}>
            {bucket.label}
          </span>
          <span className={styles.facetCount}>{bucket.count}</span>
        </label>
      ))}
      {all.length > COLLAPSED_COUNT && (
        <Button type="link" size="small" onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : `更多（${all.length - COLLAPSED_COUNT}）`}
        </Button>
      )}
    </fieldset>
  );
}

/** Facets with counts; ticking one narrows the search (OR within a facet, AND across facets). */
export default function FacetPanel({ facets, filters, onChange }: FacetPanelProps) {
  return (
    <div className={styles.facets} aria-label="筛选">
      {/* With 合并同族 the hits are families; the figures here are records, and say so. */}
      <p className={styles.facetNote}>数字为申请件数</p>
      {GROUPS.map(({ key, title }) => {
        const selected = (filters[key] ?? []).map(String);
        return (
          <FacetGroup
            key={key}
            title={title}
            buckets={facets[key] ?? []}
            selected={selected}
            onToggle={(value, checked) => {
              const next = checked
                ? [...selected, value]
                : selected.filter((item) => item !== value);
              onChange({ ...filters, [key]: key === 'year' ? next.map(Number) : next });
            }}
          />
        );
      })}
    </div>
  );
}
