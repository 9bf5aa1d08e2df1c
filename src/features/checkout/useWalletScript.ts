import { useEffect, useState } from 'react';
import { WALLET_SCRIPT_DELAY_MS } from '@/config/constants';

/**
 * Loads the wallet payment's script WALLET_SCRIPT_DELAY_MS after the page (SPEC §9), so it never
 * competes with the page's own code, and says when it is there. It serves a payment the customer
 * asks for, so it is strictly necessary and waits for no tracking consent (ADR 0005).
 */
export function useWalletScript(url: string | null): boolean {
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
    }, WALLET_SCRIPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      script?.remove();
    };
  }, [url]);
  return ready;
}
