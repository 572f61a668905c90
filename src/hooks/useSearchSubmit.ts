import { history } from '@umijs/max';
import { useCallback, useState } from 'react';
import { getPatentDetail } from '@/services/data';
import { detectPatentNumber, parsePatentQuery } from '@/contract/patentQuery';
import { addSearchHistory } from '@/utils/searchHistory';

export interface SearchProblem {
  query: string;
  message: string;
  position: number;
  length: number;
}

/** The result page of a query; `literal`: 扩展检索 off, as a report's reproduction must search. */
export function resultUrl(query: string, literal = false): string {
  return `/gxq/patent/result?${new URLSearchParams({ q: query, ...(literal ? { exp: '0' } : {}) })}`;
}

/**
 * Runs what the user typed: a patent number opens that patent, an expression or keywords open the
 * result page. A malformed expression is reported with its position and nothing is sent.
 */
export default function useSearchSubmit() {
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const [opening, setOpening] = useState(false);

  const submit = useCallback(async (raw: string) => {
    const query = raw.trim();
    if (!query) {
      setProblem({ query: '', message: '请输入关键词、申请号或检索式', position: 0, length: 0 });
      return;
    }
    const number = detectPatentNumber(query);
    if (number) {
      setProblem(null);
      setOpening(true);
      addSearchHistory(query);
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
    addSearchHistory(query);
    history.push(resultUrl(query));
  }, []);

  return { submit, problem, clearProblem: () => setProblem(null), opening };
}
