import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './index.less';

interface ExpansionBarProps {
  expand: boolean;
  /** What the search widened, as it answered. */
  expansions: API.PatentExpansion[];
  /** Equivalents the user removed. */
  without: string[];
  onChange: (change: { expand?: boolean; without?: string[] }) => void;
}

/**
 * 扩展检索 as the result says it: each word the search widened with what it searched besides,
 * each removable; a way back to the words as typed, and back again.
 */
export default function ExpansionBar({ expand, expansions, without, onChange }: ExpansionBarProps) {
  if (!expand)
    return (
      <p className={styles.expansions}>
        扩展检索已关闭，仅检索输入的词。
        <Button type="link" size="small" onClick={() => onChange({ expand: true, without: [] })}>
          开启扩展检索
        </Button>
      </p>
    );
  if (expansions.length === 0 && without.length === 0) return null;
  return (
    <div className={styles.expansions} role="group" aria-label="扩展检索">
      {expansions.length > 0 && <span>已同时检索：</span>}
      {expansions.map((expansion) => (
        <span key={expansion.term} className={styles.expansion}>
          {expansions.length > 1 && <span className={styles.expandedTerm}>{expansion.term}：</span>}
          {expansion.added.map((term) => (
            <button
              key={term}
              type="button"
              className={styles.expansionChip}
              aria-label={`不再检索“${term}”`}
              onClick={() => onChange({ without: [...without, term] })}
            >
              {term}
              <CloseOutlined aria-hidden />
            </button>
          ))}
        </span>
      ))}
      {without.length > 0 && (
        <Button type="link" size="small" onClick={() => onChange({ without: [] })}>
          恢复已移除的 {without.length} 个词
        </Button>
      )}
      <Button type="link" size="small" onClick={() => onChange({ expand: false, without: [] })}>
        仅检索输入的词
      </Button>
    </div>
  );
}
