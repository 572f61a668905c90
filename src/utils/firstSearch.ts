import { searchPatents } from '../services/data';
import { readListState } from './listState';
import { parsePatentQuery } from './patentQuery';
import { RESULT_SCHEMA, searchParamsOf } from './patentResultState';
import { stripBase } from './session';

type SearchParams = ReturnType<typeof searchParamsOf>;
type Search = ReturnType<typeof searchPatents>;

let first: { key: string; search: Search } | undefined;

/**
 * A patent result page opened directly (a link, a reload) sends its search now, with the first
 * user lookup, instead of after the first render: its hits are what the visitor came for, and
 * they no longer wait for the lookup, the page's script and its first paint in turn. Only a query
 * the page itself would send (it parses) goes out; the page takes the answer with takeFirstSearch.
 */
export function startFirstSearch(location: { pathname: string; search: string }): void {
  if (stripBase(location.pathname).replace(/\/+$/, '') !== '/gxq/patent/result') return;
  const state = readListState(RESULT_SCHEMA, new URLSearchParams(location.search));
  if (!state.q || !parsePatentQuery(state.q).ok) return;
  const params = searchParamsOf(state);
  const search = searchPatents(params, { urgent: true });
  // Handled when taken; until then a failure must not count as unhandled.
  search.catch(() => undefined);
  first = { key: JSON.stringify(params), search };
}

/** The search sent early, once, if it asked for exactly `params`; otherwise undefined. */
export function takeFirstSearch(params: SearchParams): Search | undefined {
  const taken = first;
  first = undefined;
  return taken && taken.key === JSON.stringify(params) ? taken.search : undefined;
}
