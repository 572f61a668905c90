// What an edit of a long text changed, as a reader compares two versions: the sentences kept, the
// ones removed and the ones added; a sentence changed in a few characters shows only those.

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Beyond this many sentences a side, the texts are shown whole, removed and added. */
const MAX_SENTENCES = 600;

/** The text cut after each sentence's end (。！？；, a line's end), every character kept. */
function sentencesOf(text: string): string[] {
  return text.match(/[^。！？；!?;\n]*(?:[。！？；!?;]+|\n|$)/g)?.filter(Boolean) ?? [];
}

/** Adds a part, joined to the one before when of the same kind. */
function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** One sentence against its new version: the common start and end kept, the middle exchanged. */
function changedSentence(parts: DiffPart[], before: string, after: string) {
  const a = Array.from(before);
  const b = Array.from(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  // Little in common: the sentence was rewritten, and reads better whole.
  if (start + end < Math.min(a.length, b.length) / 3) {
    push(parts, 'removed', before);
    push(parts, 'added', after);
    return;
  }
  push(parts, 'same', a.slice(0, start).join(''));
  push(parts, 'removed', a.slice(start, a.length - end).join(''));
  push(parts, 'added', b.slice(start, b.length - end).join(''));
  push(parts, 'same', a.slice(a.length - end).join(''));
}

/** The parts that turn `before` into `after`, in reading order. */
export function textDiff(before: string, after: string): DiffPart[] {
  const a = sentencesOf(before);
  const b = sentencesOf(after);
  const parts: DiffPart[] = [];
  if (a.length > MAX_SENTENCES || b.length > MAX_SENTENCES) {
    push(parts, 'removed', before);
    push(parts, 'added', after);
    return parts;
  }
  // The longest run of sentences both keep (LCS), read back from the table's end.
  const keep = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      keep[i][j] =
        a[i] === b[j] ? keep[i + 1][j + 1] + 1 : Math.max(keep[i + 1][j], keep[i][j + 1]);
  let i = 0;
  let j = 0;
  const removed: string[] = [];
  const added: string[] = [];
  const flush = () => {
    // As many sentences replaced as written in their place: each compared with its successor.
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) changedSentence(parts, removed[k], added[k]);
    for (const text of removed.slice(paired)) push(parts, 'removed', text);
    for (const text of added.slice(paired)) push(parts, 'added', text);
    removed.length = 0;
    added.length = 0;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      push(parts, 'same', a[i]);
      i += 1;
      j += 1;
    } else if (j >= b.length || (i < a.length && keep[i + 1][j] >= keep[i][j + 1])) {
      removed.push(a[i]);
      i += 1;
    } else {
      added.push(b[j]);
      j += 1;
    }
  }
  flush();
  return parts;
}
