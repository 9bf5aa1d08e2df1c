import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NEXT_LOCALE, languageOf, tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage, selectTenant } from '@/tenancy/tenantSlice';
import { LanguageIcon } from '@/ui/icons/Icons';

export interface LanguageSwitchProps {
  /** `compact`: in the toolbar, labelled for assistive technology only; `full`: visible label */
  variant?: 'compact' | 'full';
  /** called after a language was picked (the phone menu closes) */
  onSwitch?: () => void;
}

/** Native select of the tenant's languages; shown only when the tenant has more than one. */
export function LanguageSwitch({ variant = 'compact', onSwitch }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const tenant = useAppSelector(selectTenant);
  const storeLanguage = useAppSelector(selectLanguage);
  const id = useId();
  if (!tenant) return null;
  const languages = tenantLanguages(tenant);
  if (languages.length < 2) return null;

  const defaultLanguage = languageOf(tenant.defaultLocale);
  const routerLocale = router.locale && router.locale !== DEFAULT_NEXT_LOCALE ? router.locale : undefined;
  const current = routerLocale ? languageOf(routerLocale) : router.locale ? defaultLanguage : storeLanguage;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const language = event.target.value;
    // The tenant's default language lives at the unprefixed path.
    const locale = language === defaultLanguage ? DEFAULT_NEXT_LOCALE : language;
    void router.push(router.asPath, router.asPath, { locale });
    onSwitch?.();
  };

  const compact = variant === 'compact';
  return (
    <TextField
      id={id}
      select
      size="small"
      value={current}
      onChange={onChange}
      label={compact ? undefined : t('language.label')}
      fullWidth={!compact}
      slotProps={{
        select: { native: true },
        htmlInput: compact ? { 'aria-label': t('language.label') } : undefined,
        input: compact
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <LanguageIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.names.${language}`)}
        </option>
      ))}
    </TextField>
  );
}
