import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`; short waits show nothing (UX.md §0: over 300 ms).
 *
 * @example const showSpinner = useDelayedFlag(isLoading, 300);
 */
export function useDelayedFlag(flag: boolean, delayMs = 300): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
