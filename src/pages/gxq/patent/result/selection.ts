// The hits ticked for export, kept across pages of one search (a new search or filter starts
// afresh): id → hit, in the order ticked, so the export needs no second request.

import { useCallback, useMemo, useState } from 'react';

/** At most this many rows are exported, as Google Patents and The Lens do. */
export const EXPORT_LIMIT = 1000;

export type Selected = ReadonlyMap<string, API.PatentHit>;

/** The selection with `hits` ticked (`on`) or unticked. */
export function selectHits(selected: Selected, hits: API.PatentHit[], on: boolean): Selected {
  const next = new Map(selected);
  for (const hit of hits) {
    if (on) next.set(hit.id, hit);
    else next.delete(hit.id);
  }
  return next;
}

/** How much of a page is ticked: the 选择本页 box is checked, mixed or empty. */
export function pageSelection(selected: Selected, hits: API.PatentHit[]): 'all' | 'some' | 'none' {
  const ticked = hits.filter((hit) => selected.has(hit.id)).length;
  if (ticked === 0) return 'none';
  return ticked === hits.length ? 'all' : 'some';
}

const NONE: Selected = new Map();

/** The selection of the search named by `searchKey`; another search has none. */
export default function useHitSelection(searchKey: string) {
  const [state, setState] = useState({ key: searchKey, selected: NONE });
  const selected = state.key === searchKey ? state.selected : NONE;
  const select = useCallback(
    (hits: API.PatentHit[], on: boolean) =>
      setState((current) => ({
        key: searchKey,
        selected: selectHits(current.key === searchKey ? current.selected : NONE, hits, on),
      })),
    [searchKey],
  );
  const clear = useCallback(() => setState({ key: searchKey, selected: NONE }), [searchKey]);
  return useMemo(() => ({ selected, select, clear }), [selected, select, clear]);
}

export type HitSelection = ReturnType<typeof useHitSelection>;
