import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import type { Profile } from '@/api/account';
import { editProfile, getProfile } from '@/api/client';
import { CountryField } from '@/ui/fields/CountryField';
import { useAppDispatch } from '@/store/hooks';
import { useRead } from '@/store/useRead';
import { checkPhone, type PhoneError } from '@/tenancy/phone';
import { loadPhoneLib } from '@/tenancy/phoneLib';
import type { TenantConfig } from '@/tenancy/schema';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { PhoneInput } from '@/ui/fields/PhoneInput';
import { typedText, useKeptTyped } from '@/ui/shell/keptTyped';
import { AccountFrame } from './AccountFrame';
import { profileChanged } from '../authSlice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useAccountChange, useAccountReads } from '../useAccountCall';
import { useShop } from '@/tenancy/useShop';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'street', 'houseNumber', 'zip', 'city'] as const;
type ProfileForm = Record<(typeof FIELDS)[number] | 'countryCode', string>;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  street: 'address-line1',
  houseNumber: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
};

/**
 * Brings a refused field to the middle of the screen, its message with it: at the top, the
 * sticky header covered it on a phone.
 */
function showRefused(id: string) {
  const input = document.getElementById(id);
  input?.scrollIntoView?.({ block: 'center' });
  input?.focus({ preventScroll: true });
}

const formOf = (profile: Profile, country: string): ProfileForm =>
  ({
    ...Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])),
    countryCode: profile.countryCode || country.toUpperCase(),
  }) as ProfileForm;

function ProfileEditor({ initial, tenant }: { initial: ProfileForm; tenant: TenantConfig }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { language } = useShop();
  const change = useAccountChange('profile');
  const [form, setForm] = useState(initial);
  const [phoneCountry, setPhoneCountry] = useState(tenant.phoneCountryCodes[0] ?? tenant.country);
  const [phoneError, setPhoneError] = useState<PhoneError | 'unchecked' | undefined>();
  const [busy, setBusy] = useState(false);
  const kept = useKeptTyped('profile', (typed) =>
    setForm((current) => ({
      ...current,
      ...Object.fromEntries(
        [...FIELDS, 'countryCode' as const].flatMap((name) => {
          const value = typedText(typed, name);
          return value === undefined ? [] : [[name, value]];
        }),
      ),
    })),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the number is optional; one given is read as the top-up form reads it (national or +CC)
    let phone = '';
    if (form.phoneNumber.trim()) {
      const countries = tenant.phoneCountryCodes;
      const read = await loadPhoneLib().then(
        (lib) => checkPhone(form.phoneNumber, phoneCountry, countries, lib),
        () => null,
      );
      const error = read ? (read.ok ? undefined : read.error) : 'unchecked';
      setPhoneError(error);
      if (!read?.ok) {
        showRefused('profile-phoneNumber');
        return;
      }
      phone = read.e164;
    }
    setBusy(true);
    const trimmed = (name: (typeof FIELDS)[number]) => form[name].trim();
    const body = {
      firstName: trimmed('firstName'),
      lastName: trimmed('lastName'),
      phoneNumber: phone,
      street: trimmed('street'),
      houseNumber: trimmed('houseNumber'),
      zip: trimmed('zip'),
      city: trimmed('city'),
      countryCode: form.countryCode,
    };
    if (await change((ctx) => editProfile(ctx, body), 'successfulModification'))
      dispatch(
        profileChanged({
          firstName: body.firstName || null,
          lastName: body.lastName || null,
          phoneNumber: phone || null,
        }),
      );
    setBusy(false);
  };
  const field = (name: (typeof FIELDS)[number]) => (
    <OutlinedField
      key={name}
      id={`profile-${name}`}
      name={name}
      type={name === 'phoneNumber' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      label={t(`account.profile.${name}`)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      fullWidth
    />
  );
  return (
    <Box
      component="form"
      {...kept}
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-title"
      sx={{ maxWidth: 520 }}
    >
      <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
        {t('profile.nameAndAddress')}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('firstName')}
          {field('lastName')}
        </Box>
        <PhoneInput
          id="profile-phoneNumber"
          name="phoneNumber"
          label={t('account.profile.phoneNumber')}
          value={form.phoneNumber}
          country={phoneCountry}
          countries={tenant.phoneCountryCodes}
          countryNames={tenant.phoneCountryNames[language] ?? {}}
          callingCodes={tenant.phoneCallingCodes}
          error={phoneError}
          onChange={(typed) => {
            setForm((current) => ({ ...current, phoneNumber: typed.text }));
            setPhoneCountry(typed.country);
            setPhoneError(typed.foreign ? 'wrongCountry' : undefined);
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
          {field('street')}
          {field('houseNumber')}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          {field('zip')}
          {field('city')}
        </Box>
        {/* SPEC §3 country list in the page's language */}
        <CountryField
          value={form.countryCode}
          language={language}
          required={false}
          onChange={(countryCode) => setForm({ ...form, countryCode })}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('account.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The address the account signs in with and gets its messages at. The backend changes no user
 * name (SPEC §7 profile edit has no e-mail field), so it is shown, not edited.
 */
function SignInEmail({ email }: { email: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Box component="section" aria-labelledby="profile-email-title">
      <Typography id="profile-email-title" variant="h6" component="h2" gutterBottom>
        {t('auth.email')}
      </Typography>
      <Typography data-testid="profile-email" sx={{ overflowWrap: 'anywhere' }}>
        {email ?? t('profile.noEmail')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(email ? 'profile.emailUse' : 'profile.noEmailUse')}
      </Typography>
    </Box>
  );
}

function Profile() {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  const account = useAccountReads();
  const profile = useRead('profile', () => account(getProfile));
  if (profile.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (profile.status === 'error') return null;
  return (
    <Stack spacing={4}>
      <SignInEmail email={profile.data.email} />
      <Divider />
      <ProfileEditor initial={formOf(profile.data, tenant.country)} tenant={tenant} />
    </Stack>
  );
}

/**
 * Profile view and edit (SPEC §7 profile get/edit) and the password change: one heading per
 * section (e-mail address, name and address, password) under the page's own.
 */
export function ProfilePage() {
  return (
    <AccountFrame section="profile">
      <Stack spacing={4}>
        <Profile />
        <Divider />
        <ChangePasswordForm />
      </Stack>
    </AccountFrame>
  );
}
