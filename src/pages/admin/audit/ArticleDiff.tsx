// 操作日志's comparison of an article's text, loaded with the first entry that edits one.
import type { FieldChange } from './labels';
import { textDiff } from './textDiff';
import styles from './index.less';

/** Kept text around a change, folded: this many characters each side of it. */
const FOLDED_CONTEXT = 12;

/** Kept text, folded to the characters next to the changes around it. */
function context(text: string, open: boolean, first: boolean, last: boolean): string {
  const chars = Array.from(text);
  if (open || chars.length <= FOLDED_CONTEXT * 2) return text;
  const head = first ? '' : chars.slice(0, FOLDED_CONTEXT).join('');
  const tail = last ? '' : chars.slice(-FOLDED_CONTEXT).join('');
  return `${head}…${tail}`;
}

/** An article's text as edited: what was kept, struck out what was removed, marked what was added. */
export default function ArticleDiff({ change, open }: { change: FieldChange; open: boolean }) {
  const parts = textDiff(change.before ?? '', change.after ?? '');
  return (
    <span className={styles.diff}>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>
            {context(part.text, open, index === 0, index === parts.length - 1)}
          </span>
        ) : part.kind === 'removed' ? (
          <del key={index}>
            <span className={styles.srOnly}>［删去］</span>
            {part.text}
          </del>
        ) : (
          <ins key={index}>
            <span className={styles.srOnly}>［新增］</span>
            {part.text}
          </ins>
        ),
      )}
    </span>
  );
}
