import { DICT_CODES, type DictName } from '../constants';

export type Dictionaries = Record<DictName, API.DictItem[]>;

export interface DictionaryLoad {
  dicts: Dictionaries;
  /** Names of the dictionaries that failed to load (their lists stay empty). */
  failed: DictName[];
}

export const EMPTY_DICTIONARIES: Dictionaries = Object.fromEntries(
  Object.keys(DICT_CODES).map((name) => [name, []]),
) as unknown as Dictionaries;

/** Loads every dictionary of docs/spec.md §7 at once; one failing dictionary does not hide the others. */
export async function loadDictionaries(
  fetchDict: (code: API.DictCode) => Promise<API.Page<API.DictItem>>,
): Promise<DictionaryLoad> {
  const names = Object.keys(DICT_CODES) as DictName[];
  const results = await Promise.allSettled(names.map((name) => fetchDict(DICT_CODES[name])));
  const dicts = { ...EMPTY_DICTIONARIES };
  const failed: DictName[] = [];
  results.forEach((result, index) => {
    const name = names[index];
    if (result.status === 'fulfilled' && Array.isArray(result.value?.content)) {
      dicts[name] = result.value.content.map(({ label, value }) => ({ label, value }));
    } else {
      failed.push(name);
    }
  });
  return { dicts, failed };
}

/** The label of a dictionary value, or the value itself when the dictionary does not know it. */
export function dictLabel(items: API.DictItem[], value: string): string {
  return items.find((item) => item.value === value)?.label ?? value;
}
