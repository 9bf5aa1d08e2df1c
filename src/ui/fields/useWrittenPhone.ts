import { useCallback, useEffect, useState } from 'react';
import { loadPhoneLib, writtenPhone, type PhoneLib } from './phoneLib';

/**
 * Writes stored numbers as people write them once libphonenumber is in, and as stored until then
 * (the server's HTML, the first paint): its metadata stays out of the page's first load. `needed`
 * false (nothing with a number on show) fetches nothing.
 */
export function useWrittenPhone(needed: boolean): (e164: string) => string {
  const [lib, setLib] = useState<PhoneLib | null>(null);
  useEffect(() => {
    if (!needed) return;
    let mounted = true;
    loadPhoneLib().then(
      (loaded) => mounted && setLib(() => loaded),
      // offline: the number stays as stored, which is still the right number
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed]);
  return useCallback((e164: string) => (lib ? writtenPhone(lib, e164) : e164), [lib]);
}
