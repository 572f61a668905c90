import { useSearchParams } from '@umijs/max';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  clearedParams,
  ignoredParams,
  nextListParams,
  type IgnoredParam,
  type ListSchema,
} from '../utils/listState';

// A plain value is quoted back to help the reader; anything else (markup, long text) is not, so a
// crafted link cannot put its own words on the page.
const PLAIN_VALUE = /^[\w\u4e00-\u9fa5.,、-]{1,20}$/;

const describe = <S>(ignored: IgnoredParam<S>[]) =>
  `链接中的${ignored
    .map((item) => (PLAIN_VALUE.test(item.value) ? `${item.label}“${item.value}”` : item.label))
    .join('、')}无法识别，已忽略，显示的是其余条件的结果。`;

const sameItem = <S>(a: IgnoredParam<S>, b: IgnoredParam<S>) =>
  a.field === b.field && a.value === b.value;

/**
 * A link's filters that the list cannot apply are dropped from the URL (so the filters shown and
 * the results agree), and the returned notice says what was ignored until the reader changes the list.
 */
export default function useIgnoredParams<S>(
  schema: ListSchema<S>,
  labels: Partial<Record<keyof S, string>>,
  known: Partial<Record<keyof S, readonly string[] | undefined>> = {},
): string | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  // What was ignored, the URL it was found in and the URL it left: the notice lasts while the URL
  // stays the one it left.
  const [notice, setNotice] = useState<{ items: IgnoredParam<S>[]; from: string; url: string }>();
  const knownKey = JSON.stringify(known);
  const labelsKey = JSON.stringify(labels);
  const current = searchParams.toString();
  // Read through refs so the effect runs on what matters (the URL, the known values), not on
  // objects the page builds anew each render.
  const args = useRef({ schema, labels, known });
  args.current = { schema, labels, known };

  const ignored = useMemo(
    () => ignoredParams(args.current.schema, searchParams, args.current.labels, args.current.known),
    // The schema too: a page may build it from values that arrive later (the agency filters).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, knownKey, labelsKey, schema],
  );

  useEffect(() => {
    if (!ignored.length) return;
    const { schema: list, known: values } = args.current;
    const next = nextListParams(
      list,
      searchParams,
      clearedParams(list, searchParams, ignored, values),
    );
    // Only what could not be applied goes: the reader stays on the page the link named.
    const page = searchParams.get('page');
    if (page !== null) next.set('page', page);
    // Known values arrive one by one (a dictionary, then a list), possibly before the first fix
    // reached the URL: findings in the same link add to the notice.
    setNotice((before) => {
      const sameLink = before && (before.url === current || before.from === current);
      const earlier = sameLink ? before.items : [];
      return {
        items: [...earlier, ...ignored.filter((item) => !earlier.some((e) => sameItem(e, item)))],
        from: sameLink ? before.from : current,
        url: next.toString(),
      };
    });
    setSearchParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ignored]);

  return notice && notice.url === current ? describe(notice.items) : undefined;
}
