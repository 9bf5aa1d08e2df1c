import { useTranslation } from 'next-i18next/pages';
import { weekdayName, type Schedule } from './cartFormat';

/** A schedule in the page's words: "monthly on the 1st", "when the balance falls below 5,00 €". */
export function useScheduleText(language: string, price: (amount: number) => string) {
  const { t } = useTranslation('common');
  return (schedule: Schedule): string => {
    switch (schedule.key) {
      case 'lowBalance':
        return t('cart.schedule.lowBalance', { limit: price(schedule.limit) });
      case 'weekly':
        return t('cart.schedule.weekly', { day: weekdayName(schedule.day, language) });
      case 'monthly':
        return t('cart.schedule.monthly', { day: schedule.day });
      default:
        return t('cart.schedule.tariff');
    }
  };
}
