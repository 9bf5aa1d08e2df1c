import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { PaymentToken } from '@/api/account';

/** A saved payment method as the customer reads it: the card's brand and masked number where the
 * backend tells them, else the method's name. */
export function useTokenName(): (token: PaymentToken) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (token: PaymentToken) =>
      [
        token.cardBrand
          ? t(`account.cardBrands.${token.cardBrand}`, { defaultValue: token.cardBrand })
          : t(`result.paymentMethods.${token.paymentMethod}`, { defaultValue: token.paymentMethod }),
        token.maskedNumber,
      ]
        .filter(Boolean)
        .join(' '),
    [t],
  );
}
