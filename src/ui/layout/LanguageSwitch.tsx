import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { useRouter } from 'next/router';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NEXT_LOCALE, languageOf, tenantLanguages } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { selectLanguage } from '@/tenancy/tenantSlice';
import { ArrowDropDownIcon, LanguageIcon } from '@/ui/icons/Icons';
import { useShop } from '@/tenancy/useShop';

export interface LanguageSwitchProps {
  /** `compact`: in the toolbar, labelled for assistive technology only; `full`: visible label */
  variant?: 'compact' | 'full';
  /** called after a language was picked (the phone menu closes) */
  onSwitch?: () => void;
}

/**
 * A native <select> drawn like MUI's small outlined field. It is a plain element rather than
 * TextField, whose select mode pulls Select, Menu, Popover and Modal into every page's JavaScript.
 */
const NativeSelect = styled('select', { shouldForwardProp: (prop) => prop !== 'withIcon' })<{
  withIcon: boolean;
}>(({ theme, withIcon }) => ({
  appearance: 'none',
  display: 'block',
  width: '100%',
  margin: 0,
  // with the 1 px border: 40 px high, like MUI's small outlined field
  padding: `7.5px 32px 7.5px ${withIcon ? 40 : 14}px`,
  font: 'inherit',
  fontSize: theme.typography.pxToRem(16),
  lineHeight: '1.4375em',
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  border: `1px solid ${alpha(theme.palette.text.primary, 0.35)}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    outline: 'none',
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& option': { color: theme.palette.text.primary, backgroundColor: theme.palette.background.paper },
}));

const adornment = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: 'action.active',
};

/** Native select of the tenant's languages; shown only when the tenant has more than one. */
export function LanguageSwitch({ variant = 'compact', onSwitch }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { tenant } = useShop();
  const storeLanguage = useAppSelector(selectLanguage);
  const id = useId();
  const languages = tenantLanguages(tenant);
  if (languages.length < 2) return null;

  const defaultLanguage = languageOf(tenant.defaultLocale);
  const routerLocale = router.locale && router.locale !== DEFAULT_NEXT_LOCALE ? router.locale : undefined;
  const current = routerLocale ? languageOf(routerLocale) : router.locale ? defaultLanguage : storeLanguage;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    // The tenant's default language lives at the unprefixed path.
    const locale = language === defaultLanguage ? DEFAULT_NEXT_LOCALE : language;
    void router.push(router.asPath, router.asPath, { locale });
    onSwitch?.();
  };

  const compact = variant === 'compact';
  return (
    <Box sx={{ width: compact ? 'auto' : '100%' }}>
      {!compact && (
        <Box
          component="label"
          htmlFor={id}
          sx={{ display: 'block', mb: 0.5, typography: 'body2', color: 'text.secondary' }}
        >
          {t('language.label')}
        </Box>
      )}
      <Box sx={{ position: 'relative' }}>
        {compact && <LanguageIcon fontSize="small" sx={{ ...adornment, left: 12 }} />}
        <NativeSelect
          id={id}
          value={current}
          onChange={onChange}
          withIcon={compact}
          aria-label={compact ? t('language.label') : undefined}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.names.${language}`)}
            </option>
          ))}
        </NativeSelect>
        <ArrowDropDownIcon sx={{ ...adornment, right: 7 }} />
      </Box>
    </Box>
  );
}
