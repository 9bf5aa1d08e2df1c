import { useEffect, useState } from 'react';

/**
 * Adds a script `delayMs` after the page has mounted, so it never competes with the page's own code,
 * and says when it has loaded. Used for scripts a payment needs (the wallet's, the device check's):
 * they serve what the customer asks for and wait for no tracking consent (ADR 0005).
 */
export function useDeferredScript(url: string | null, delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!url) return;
    let script: HTMLScriptElement | null = null;
    const timer = window.setTimeout(() => {
      script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => setReady(true);
      document.head.appendChild(script);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      script?.remove();
    };
  }, [url, delayMs]);
  return ready;
}
