// Id sequences: a new record's number is above every number its kind has ever handed out, not
// just above the highest in use, so a deleted record's id is never given to another one (its
// favourites, messages and audit entries would then describe the new record). The counters are
// part of the kept state (store.ts).

const issued = new Map<string, number>();

/**
 * The next number of the sequence `name`: one above the highest of what it handed out before and
 * of `inUse` (the numbers the records of the kind carry now: the seed's, a kept state's).
 */
export function nextSerial(name: string, inUse: Iterable<number>): number {
  let highest = issued.get(name) ?? 0;
  for (const number of inUse) if (Number.isFinite(number) && number > highest) highest = number;
  const next = highest + 1;
  issued.set(name, next);
  return next;
}

/** `prefix-0042` style ids: the number of `id`, or 0 when it has another shape. */
export function serialOf(id: string, prefix: string): number {
  if (!id.startsWith(prefix)) return 0;
  return Number(id.slice(prefix.length)) || 0;
}

/** The next id of `prefix` with four digits at least (`txn-0603`), given the ids in use. */
export function nextIdOf(name: string, prefix: string, ids: Iterable<string>): string {
  const inUse = (function* numbers() {
    for (const id of ids) yield serialOf(id, prefix);
  })();
  return `${prefix}${String(nextSerial(name, inUse)).padStart(4, '0')}`;
}

export function sequenceValues(): [string, number][] {
  return [...issued.entries()];
}

export function replaceSequences(list: readonly [string, number][]): void {
  issued.clear();
  for (const [name, value] of list) issued.set(name, value);
}

/** Forgets every number handed out (the seed again: tests). */
export function resetSequences(): void {
  issued.clear();
}
