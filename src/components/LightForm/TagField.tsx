import { CloseOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import FieldFrame from './FieldFrame';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

/** What ends a word as it is typed or pasted: commas, 、, semicolons (half and full width). */
const SEPARATORS = /[,，、;；]/;

interface TagFieldProps {
  field: FieldBinding<string[]>;
  label: string;
  help?: ReactNode;
  placeholder?: string;
  /** The longest word, in characters. */
  maxLength: number;
}

/** Adds the words of `text` that `words` does not hold yet. */
export function addWords(words: string[], text: string): string[] {
  const added = text
    .split(SEPARATORS)
    .map((word) => word.trim())
    .filter(Boolean);
  return Array.from(new Set([...words, ...added]));
}

/**
 * Words typed one by one (keywords): Enter, a comma or leaving the box makes the typed text a
 * word; each word has its own remove button, and Backspace in the empty box removes the last.
 * How many words are allowed is the field's rules' business, said at the field.
 */
export default function TagField({ field, label, help, placeholder, maxLength }: TagFieldProps) {
  const [typing, setTyping] = useState('');
  const words = field.value ?? [];

  const commit = (text: string) => {
    setTyping('');
    const next = addWords(words, text);
    if (next.length !== words.length) field.onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && typing.trim()) {
      event.preventDefault();
      commit(typing);
    } else if (event.key === 'Backspace' && !typing && words.length) {
      field.onChange(words.slice(0, -1));
    }
  };

  const onChange = (text: string) => {
    if (SEPARATORS.test(text)) commit(text);
    else setTyping(text);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!SEPARATORS.test(text)) return;
    event.preventDefault();
    commit(typing + text);
  };

  return (
    <FieldFrame field={field} label={label} help={help}>
      {(aria) => (
        <div className={classNames(styles.box, styles.tagBox)}>
          {words.length > 0 && (
            <ul className={styles.tags} aria-label={`已填写的${label}`}>
              {words.map((word) => (
                <li key={word} className={styles.tag}>
                  <span>{word}</span>
                  <button
                    type="button"
                    aria-label={`删除${label}“${word}”`}
                    onClick={() => field.onChange(words.filter((other) => other !== word))}
                  >
                    <CloseOutlined />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={field.id}
            name={field.name}
            value={typing}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => typing.trim() && commit(typing)}
            placeholder={words.length ? undefined : placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="done"
            {...aria}
          />
        </div>
      )}
    </FieldFrame>
  );
}
