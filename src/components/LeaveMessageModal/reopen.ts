import { history, useSearchParams } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import { appLocation } from '../../utils/navigation';

/** Query flag naming the message form to reopen after a visitor comes back from login. */
export const REOPEN_PARAM = 'leaveMessage';

/**
 * Open state of a page's message form (one per `targetType`). Coming back from login with
 * `?leaveMessage=<targetType>` opens it again, and the flag is dropped from the URL.
 */
export function useLeaveMessage(targetType: API.MessageTargetType) {
  const [open, setOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const reopen = searchParams.get(REOPEN_PARAM) === targetType;

  useEffect(() => {
    if (!reopen) return;
    setOpen(true);
    const params = new URLSearchParams(searchParams);
    params.delete(REOPEN_PARAM);
    const search = params.toString();
    history.replace(`${appLocation().pathname}${search ? `?${search}` : ''}`);
  }, [reopen, searchParams]);

  return {
    open,
    show: useCallback(() => setOpen(true), []),
    hide: useCallback(() => setOpen(false), []),
  };
}
