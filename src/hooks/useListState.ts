import { useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { nextListParams, readListState, type ListSchema } from '../utils/listState';

type TextFields<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S];

/**
 * A list's state in the URL (docs/architecture.md §7): `state` read through the schema, `update` to change it,
 * `search` for the search box bound to `draftField` (what is typed stays a draft until it is
 * searched, and follows the URL on back/forward), `key` to read the list again on any change.
 */
export default function useListState<S extends object>(
  schema: ListSchema<S>,
  draftField = 'keyword' as TextFields<S>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(schema, searchParams), [schema, searchParams]);
  const update = useCallback(
    (patch: Partial<S>) => setSearchParams(nextListParams(schema, searchParams, patch)),
    [schema, searchParams, setSearchParams],
  );
  const searched = (state[draftField] as string | undefined) ?? '';
  const [draft, setDraft] = useState(searched);
  useEffect(() => setDraft(searched), [searched]);
  const search = {
    value: draft,
    onChange: setDraft,
    onSearch: (value: string) => update({ [draftField]: value.trim() } as Partial<S>),
    maxLength: schema[draftField]?.maxLength,
    buttonText: '搜索',
  };
  return { state, update, search, key: JSON.stringify(state) };
}
