import { useCallback, useRef, useState } from 'react';
import { errorMessageOf, isNotFound } from '@/utils/requestErrors';
import { getPatentDetail } from '@/services/data';
import { formatApplicationNumber } from '@/contract/validators';

export type PatentLookup =
  | { status: 'idle' }
  | { status: 'loading'; number: string }
  | { status: 'found'; number: string; patent: API.PatentDetail }
  | { status: 'missing'; number: string }
  | { status: 'failed'; number: string; message: string };

/**
 * Looks a patent up by application number. Only the latest lookup counts: an answer for a number
 * the user has since changed is dropped (the promise then resolves with undefined).
 */
export default function usePatentLookup() {
  const [state, setState] = useState<PatentLookup>({ status: 'idle' });
  const latest = useRef(0);

  const lookup = useCallback(async (raw: string): Promise<API.PatentDetail | undefined> => {
    const number = formatApplicationNumber(raw.trim());
    const ticket = ++latest.current;
    setState({ status: 'loading', number });
    try {
      const patent = await getPatentDetail({ applicationNumber: number });
      if (ticket !== latest.current) return undefined;
      if (!patent) {
        setState({ status: 'missing', number });
        return undefined;
      }
      setState({ status: 'found', number, patent });
      return patent;
    } catch (error) {
      if (ticket !== latest.current) return undefined;
      if (isNotFound(error)) setState({ status: 'missing', number });
      else setState({ status: 'failed', number, message: errorMessageOf(error) });
      return undefined;
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, lookup, reset };
}
