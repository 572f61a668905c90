import { lazy, Suspense, useState } from 'react';
import RowAction from '@/components/ShellTable/RowAction';
import { ARTICLE_FIELDS, fieldChanges, type AuditDictionaries, type FieldChange } from './labels';
import styles from './index.less';

/** Fields shown before 展开: enough for a status change, short for a long edit. */
const FOLDED_FIELDS = 2;
/** A value longer than this (an answer's text) is cut until the entry is opened. */
const FOLDED_LENGTH = 40;

const ArticleDiff = lazy(() => import(/* webpackChunkName: "admin-audit-diff" */ './ArticleDiff'));

const cut = (text: string, open: boolean) =>
  open || text.length <= FOLDED_LENGTH ? text : `${text.slice(0, FOLDED_LENGTH)}…`;

/**
 * What an entry changed: the reason given, then each field as 字段：before → after (codes read
 * with `dicts`), an article's body as its text with what was removed and added.
 */
export default function ChangeSummary({
  entry,
  dicts,
}: {
  entry: API.AuditEntry;
  dicts?: AuditDictionaries;
}) {
  const [open, setOpen] = useState(false);
  const changes = fieldChanges(entry, dicts);
  const compared = (change: FieldChange) =>
    ARTICLE_FIELDS.has(change.field) && change.before !== undefined && change.after !== undefined;
  const foldable =
    changes.length > FOLDED_FIELDS ||
    changes.some((c) => `${c.before ?? ''}${c.after ?? ''}`.length > FOLDED_LENGTH);
  const shown = open ? changes : changes.slice(0, FOLDED_FIELDS);
  if (!entry.reason && changes.length === 0) return <span>—</span>;
  return (
    <div className={styles.change}>
      {entry.reason && <div className={styles.reason}>原因：{entry.reason}</div>}
      {shown.length > 0 && (
        <ul className={styles.fields}>
          {shown.map((change) => (
            <li key={change.field}>
              <span className={styles.label}>{change.label}：</span>
              {compared(change) ? (
                <Suspense fallback={<span>{cut(change.after ?? '', false)}</span>}>
                  <ArticleDiff change={change} open={open} />
                </Suspense>
              ) : (
                <>
                  {change.before !== undefined && (
                    <>
                      <span>{cut(change.before, open)}</span>
                      {' → '}
                    </>
                  )}
                  <span>{cut(change.after ?? '—', open)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {foldable && (
        <RowAction inline aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '收起' : changes.length > 1 ? `展开全部（${changes.length} 项）` : '展开'}
        </RowAction>
      )}
    </div>
  );
}
