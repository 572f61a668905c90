import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

export interface Countdown {
  /** Whole seconds left, 0 when the wait is over. */
  left: number;
  /** Starts (or restarts) a wait of `seconds`. */
  start: (seconds: number) => void;
}

/**
 * A wait counted down each second: the resend gap of an SMS code, a login the backend refused
 * for a while (HTTP 429). `deadline` lets a caller keep a wait across remounts; `onStart` hears
 * the new deadline to keep it.
 */
export default function useCountdown(
  deadline = 0,
  onStart?: (deadline: number) => void,
): Countdown {
  const [until, setUntil] = useState(deadline);
  const [left, setLeft] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setInterval(() => setLeft(secondsUntil(until)), 1000);
    return () => window.clearInterval(timer);
  }, [until, left > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = (seconds: number) => {
    const next = Date.now() + Math.max(0, seconds) * 1000;
    setUntil(next);
    setLeft(secondsUntil(next));
    onStart?.(next);
  };
  return { left, start };
}
