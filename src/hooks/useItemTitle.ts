import { useEffect } from 'react';
import { setItemTitle } from '../utils/documentTitle';

/** Names the document after the item a detail page shows, for as long as the page shows it. */
export default function useItemTitle(name?: string) {
  useEffect(() => {
    setItemTitle(name);
    return () => setItemTitle(undefined);
  }, [name]);
}
