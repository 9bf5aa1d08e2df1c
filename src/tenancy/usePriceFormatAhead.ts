import { useEffect } from 'react';
import { formatPrice } from './money';
import type { TenantConfig } from './schema';

/**
 * Builds the page's price format in a task of its own, soon after the page has mounted: a page's
 * first Intl.NumberFormat takes 15–25 ms (ICU's locale data), which a page that shows prices only
 * once its data is in (cart, payment, result) would otherwise pay inside that data's render. Apart
 * from money.ts, which the server also reads outside React (the catalogues, at start-up).
 */
export function usePriceFormatAhead(currency: TenantConfig['currency'] | undefined, language: string): void {
  useEffect(() => {
    if (!currency) return;
    const timer = setTimeout(() => formatPrice(0, currency, language), 0);
    return () => clearTimeout(timer);
  }, [currency, language]);
}
