import { useCallback, useRef, useState } from 'react';
import { type BizError } from '@/requestErrorConfig';
import { errorMessageOf } from '@/requestErrorConfig';
import { getPatentDetail } from '@/services/data';
import { formatApplicationNumber } from '@/utils/validators';

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
      const response = await getPatentDetail(
        { applicationNumber: number },
        { skipErrorHandler: true },
      );
      if (ticket !== latest.current) return undefined;
      if (!response?.data) {
        setState({ status: 'missing', number });
        return undefined;
      }
      setState({ status: 'found', number, patent: response.data });
      return response.data;
    } catch (error) {
      if (ticket !== latest.current) return undefined;
      if ((error as BizError)?.errorCode === 'NOT_FOUND') setState({ status: 'missing', number });
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
