import { history, useModel } from '@umijs/max';
import { useCallback, useState } from 'react';
import { getPatentDetail } from '@/services/data';
// The parser and the number check, not the barrel: the advanced form's builder stays on its page.
import { detectPatentNumber } from '@/contract/patentQuery/number';
import { parsePatentQuery } from '@/contract/patentQuery/parser';
import { rememberSearch } from '@/utils/rememberSearch';

export interface SearchProblem {
  query: string;
  message: string;
  position: number;
  length: number;
}

/**
 * The result page of a query; `literal`: 扩展检索 and 合并同族 off, as a report's reproduction must
 * search and count (its figures are records as written).
 */
export function resultUrl(query: string, literal = false): string {
  const asCounted: Record<string, string> = literal ? { exp: '0', fam: '0' } : {};
  return `/gxq/patent/result?${new URLSearchParams({ q: query, ...asCounted })}`;
}

/**
 * Runs what the user typed: a patent number opens that patent, an expression or keywords open the
 * result page. A malformed expression is reported with its position and nothing is sent.
 */
export default function useSearchSubmit() {
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [opening, setOpening] = useState(false);
  // A signed-in user's history lives with the account, a visitor's in this browser.
  const signedIn = Boolean(useModel('@@initialState').initialState?.currentUser);

  const submit = useCallback(
    async (raw: string) => {
      const query = raw.trim();
      if (!query) {
        setProblem({ query: '', message: '请输入关键词、申请号或检索式', position: 0, length: 0 });
        return;
      }
      const number = detectPatentNumber(query);
      if (number) {
        setProblem(null);
        setOpening(true);
        rememberSearch(query, signedIn);
        try {
          const key =
            number.kind === 'application'
              ? { applicationNumber: number.normalized }
              : { publicationNumber: number.normalized };
          const patent = await getPatentDetail(key);
          history.push(`/gxq/patent/detail?id=${encodeURIComponent(patent.id)}`);
        } catch {
          // Not in the database (or unreachable): the result page searches the number and explains.
          history.push(resultUrl(query));
        } finally {
          setOpening(false);
        }
        return;
      }
      const parsed = parsePatentQuery(query);
      if (!parsed.ok) {
        setProblem({ query, ...parsed.error });
        return;
      }
      setProblem(null);
      rememberSearch(query, signedIn);
      history.push(resultUrl(query));
    },
    [signedIn],
  );

  return { submit, problem, clearProblem: () => setProblem(null), opening };
}
