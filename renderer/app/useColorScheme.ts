import { useEffect, useState } from 'react';

const query = '(prefers-color-scheme: dark)';

/** Follows the OS light/dark setting. @example const dark = useColorScheme() === 'dark'; */
export function useColorScheme(): 'light' | 'dark' {
  const [media] = useState(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null));
  const [dark, setDark] = useState(() => media?.matches ?? false);
  useEffect(() => {
    if (!media) return;
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [media]);
  return dark ? 'dark' : 'light';
}
