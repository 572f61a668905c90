import { useEffect, useState } from 'react';

// antd's md breakpoint (768 px), where the portal's and the shell's layouts fold to a phone's
// (docs/architecture.md §6); the style modules' @media rules use the same width.
/** A phone: lists turn into cards, filters go into a drawer. */
export const PHONE_QUERY = '(max-width: 767px)';
/** Wider than a phone: the shell's side menu shows, a report's PDF opens inline. */
export const WIDE_QUERY = '(min-width: 768px)';
/** antd's lg breakpoint: from here up ProLayout's side menu is drawn open (narrower, folded). */
export const DESKTOP_QUERY = '(min-width: 992px)';

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;

/** Whether a media query matches, known at the first render (no flash) and followed afterwards. */
export default function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return value;
}
