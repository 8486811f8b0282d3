import { useEffect, useState } from 'react';

/**
 * The current time (Date.now()), renewed every `intervalMs` while `active`: what a countdown
 * compares its deadline with. Inactive, it stops ticking and keeps the last value.
 */
export function useNow(active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}
