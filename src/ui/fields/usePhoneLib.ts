import { useCallback, useEffect, useState } from 'react';
import { writtenPhone } from '@/tenancy/phone';
import { loadPhoneLib, type PhoneLib } from '@/tenancy/phoneLib';

/**
 * libphonenumber once its metadata is in, null until then (the server's HTML, the first paint, or
 * offline: a failed load leaves it null, and the next field or page asks again). `needed` false
 * fetches nothing.
 */
export function usePhoneLib(needed = true): PhoneLib | null {
  const [lib, setLib] = useState<PhoneLib | null>(null);
  useEffect(() => {
    if (!needed) return;
    let mounted = true;
    // In a task of its own: asked for in the render that shows a number (an order's, a cart's, a
    // form's), the chunk's loading would lengthen that render's task, already long on a phone.
    const timer = setTimeout(() =>
      loadPhoneLib().then(
        (loaded) => mounted && setLib(() => loaded),
        () => undefined,
      ),
    );
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [needed]);
  return lib;
}

/**
 * Writes stored numbers as people write them once libphonenumber is in, and as stored until then:
 * its metadata stays out of the page's first load, and the number shown is right either way.
 * `needed` false (nothing with a number on show) fetches nothing.
 */
export function useWrittenPhone(needed: boolean): (e164: string) => string {
  const lib = usePhoneLib(needed);
  return useCallback((e164: string) => (lib ? writtenPhone(e164, lib) : e164), [lib]);
}
