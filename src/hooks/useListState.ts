import { useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { nextListParams, readListState, type ListSchema } from '../utils/listState';

/**
 * A list's state in the URL (DESIGN §2): `state` read through the schema, `update` to change it,
 * `search` for the keyword box (what is typed stays a draft until it is searched, and follows
 * the URL on back/forward), `key` to refetch when anything changes.
 */
export default function useListState<S extends { keyword?: string }>(schema: ListSchema<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(schema, searchParams), [schema, searchParams]);
  const update = useCallback(
    (patch: Partial<S>) => setSearchParams(nextListParams(schema, searchParams, patch)),
    [schema, searchParams, setSearchParams],
  );
  const keyword = state.keyword ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const search = {
    value: draft,
    onChange: setDraft,
    onSearch: (value: string) => update({ keyword: value.trim() } as Partial<S>),
  };
  return { state, update, search, key: JSON.stringify(state) };
}
