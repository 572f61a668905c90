import { Typography } from 'antd';
import { useState } from 'react';
import RowAction from '@/components/ShellTable/RowAction';
import { ARTICLE_FIELDS, fieldChanges, type AuditDictionaries, type FieldChange } from './labels';
import { textDiff } from './textDiff';
import styles from './index.less';

/** Fields shown before 展开: enough for a status change, short for a long edit. */
const FOLDED_FIELDS = 2;
/** A value longer than this (an answer's text) is cut until the entry is opened. */
const FOLDED_LENGTH = 40;
/** Kept text around a change, folded: this many characters each side of it. */
const FOLDED_CONTEXT = 12;

const cut = (text: string, open: boolean) =>
  open || text.length <= FOLDED_LENGTH ? text : `${text.slice(0, FOLDED_LENGTH)}…`;

/** Kept text, folded to the characters next to the changes around it. */
function context(text: string, open: boolean, first: boolean, last: boolean): string {
  const chars = Array.from(text);
  if (open || chars.length <= FOLDED_CONTEXT * 2) return text;
  const head = first ? '' : chars.slice(0, FOLDED_CONTEXT).join('');
  const tail = last ? '' : chars.slice(-FOLDED_CONTEXT).join('');
  return `${head}…${tail}`;
}

/** An article's text as edited: what was kept, struck out what was removed, marked what was added. */
function ArticleDiff({ change, open }: { change: FieldChange; open: boolean }) {
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
              <Typography.Text type="secondary">{change.label}：</Typography.Text>
              {compared(change) ? (
                <ArticleDiff change={change} open={open} />
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
