import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { editProfile, getProfile } from '@/api/client';
import { useAppDispatch } from '@/store/hooks';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { AccountFrame } from './AccountFrame';
import { profileChanged } from './authSlice';
import { useAccountChange, useAccountRead } from './useAccountCall';

const FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;
type ProfileForm = Record<(typeof FIELDS)[number], string>;
const AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name', phoneNumber: 'tel' } as const;

function ProfileEditor({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const change = useAccountChange('profile');
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phoneNumber: form.phoneNumber.trim(),
    };
    if (await change((ctx) => editProfile(ctx, body), 'successfulModification'))
      dispatch(profileChanged(body));
    setBusy(false);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('account.sections.profile')} sx={{ maxWidth: 520 }}>
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <OutlinedField
            key={field}
            id={`profile-${field}`}
            name={field}
            type={field === 'phoneNumber' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            label={t(`account.profile.${field}`)}
            value={form[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            fullWidth
          />
        ))}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('account.save')}
        </Button>
      </Stack>
    </Box>
  );
}

function Profile() {
  const { t } = useTranslation('common');
  const profile = useAccountRead(getProfile, 'profile');
  if (profile.state === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (profile.state === 'failed') return null;
  const { firstName, lastName, phoneNumber } = profile.data;
  return (
    <ProfileEditor
      initial={{ firstName: firstName ?? '', lastName: lastName ?? '', phoneNumber: phoneNumber ?? '' }}
    />
  );
}

/** Profile view and edit (SPEC §7 profile get/edit). */
export function ProfilePage() {
  return (
    <AccountFrame section="profile">
      <Profile />
    </AccountFrame>
  );
}
