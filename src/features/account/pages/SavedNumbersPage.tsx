import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { deleteSavedNumber, renameSavedNumber, saveNumber } from '@/api/client';
import type { SavedNumber } from '@/api/savedNumbers';
import { checkSavedNumber, savedNumberName, useSavedNumbers } from '@/features/savedNumbers';
import { useAppDispatch } from '@/store/hooks';
import { useShop } from '@/tenancy/useShop';
import { GENERAL_ERROR } from '@/api/generalError';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import type { PhoneError } from '@/tenancy/phone';
import { loadPhoneLib } from '@/tenancy/phoneLib';
import { PhoneInput } from '@/ui/fields/PhoneInput';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { AccountFrame } from './AccountFrame';
import { AddForm } from './AddForm';
import { failed } from '../accountThunk';
import { ConfirmDelete } from './ConfirmDelete';
import { useAccountChange } from '../useAccountCall';

/** The name field of the add form and of a rename, with its one rule said under it. */
function NameField({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (next: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <OutlinedField
      id={id}
      name="name"
      label={t('savedNumbers.name')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={t(invalid ? 'savedNumbers.errors.name' : 'savedNumbers.nameHint')}
      helperRole={invalid ? 'alert' : undefined}
      inputProps={{ maxLength: 60, autoComplete: 'off' }}
      required
      fullWidth
    />
  );
}

function AddNumber({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('common');
  const { tenant, language } = useShop();
  const change = useAccountChange('savedNumbers');
  const [text, setText] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const [phoneError, setPhoneError] = useState<PhoneError | 'unchecked' | undefined>();
  const [busy, setBusy] = useState(false);
  const countries = tenant.phoneCountryCodes ?? [];
  const shownCountry = country ?? countries[0] ?? '';
  const nameInvalid = checked && savedNumberName(name) === null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const number = await loadPhoneLib().then(
      (lib) => checkSavedNumber(text, shownCountry, countries, lib),
      () => null,
    );
    setPhoneError(number ? (number.ok ? undefined : number.error) : 'unchecked');
    const saved = savedNumberName(name);
    if (!number?.ok || saved === null) return;
    setBusy(true);
    const done = await change(
      (ctx) => saveNumber(ctx, { msisdn: number.e164, name: saved, country: number.country }),
      'savedNumbers.added',
    );
    setBusy(false);
    if (!done) return;
    setText('');
    setName('');
    setChecked(false);
    onAdded();
  };
  return (
    <AddForm titleId="saved-add-title" title={t('savedNumbers.add')} onSubmit={submit}>
      <PhoneInput
        id="saved-msisdn"
        name="msisdn"
        label={t('savedNumbers.number')}
        value={text}
        country={shownCountry}
        countries={countries}
        countryNames={tenant.phoneCountryNames[language] ?? {}}
        callingCodes={tenant.phoneCallingCodes ?? {}}
        error={phoneError}
        helperText={t('savedNumbers.numberHint')}
        onChange={(typed) => {
          setText(typed.text);
          setCountry(typed.country);
          // a number abroad is taken too (the international form tops it up): no refusal while typed
          setPhoneError(undefined);
        }}
        required
      />
      <NameField id="saved-name" value={name} onChange={setName} invalid={nameInvalid} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ height: 56 }}>
        {t('savedNumbers.save')}
      </Button>
    </AddForm>
  );
}

function SavedNumberRow({
  entry,
  written,
  countryName,
  onRenamed,
  onDelete,
}: {
  entry: SavedNumber;
  written: string;
  countryName: string | undefined;
  onRenamed: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('common');
  const change = useAccountChange('savedNumbers');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const name = savedNumberName(renaming ?? '');
    if (name === null) return;
    if (await change((ctx) => renameSavedNumber(ctx, entry.id, name), 'successfulModification')) {
      setRenaming(null);
      onRenamed();
    }
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="saved-number"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      {renaming === null ? (
        <>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{entry.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {countryName ? `${written} · ${countryName}` : written}
            </Typography>
          </Stack>
          <Button
            onClick={() => {
              setChecked(false);
              setRenaming(entry.name);
            }}
            aria-label={t('savedNumbers.renameNamed', { name: entry.name })}
            sx={{ minHeight: 44 }}
          >
            {t('savedNumbers.rename')}
          </Button>
          <Button
            color="error"
            onClick={onDelete}
            aria-label={t('account.deleteNamed', { what: entry.name })}
            sx={{ minHeight: 44 }}
          >
            {t('account.delete')}
          </Button>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={rename}
          aria-label={t('savedNumbers.renameNamed', { name: entry.name })}
          sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap', width: '100%' }}
        >
          <Box sx={{ flex: '1 1 14rem' }}>
            <NameField
              id={`rename-${entry.id}`}
              value={renaming}
              onChange={setRenaming}
              invalid={checked && savedNumberName(renaming) === null}
            />
          </Box>
          <Button type="submit" variant="contained" sx={{ height: 56 }}>
            {t('savedNumbers.save')}
          </Button>
          <Button onClick={() => setRenaming(null)} sx={{ height: 56 }}>
            {t('savedNumbers.cancel')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function SavedNumbers() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { tenant, language } = useShop();
  const change = useAccountChange('savedNumbers');
  const { state, reload } = useSavedNumbers(true, (error) => failed(error, dispatch, 'general', false));
  const written = useWrittenPhone(state.status === 'ready' && state.numbers.length > 0);
  const [deleting, setDeleting] = useState<SavedNumber | null>(null);
  if (state.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  // a backend without saved numbers: nothing to do here, and nothing went wrong
  if (state.status === 'unsupported')
    return <Typography color="text.secondary">{t('savedNumbers.unavailable')}</Typography>;
  if (state.status === 'failed') return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
  const names = tenant.phoneCountryNames[language] ?? {};
  const remove = async () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    if (await change((ctx) => deleteSavedNumber(ctx, id), 'successfulDelete')) reload();
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary">{t('savedNumbers.intro')}</Typography>
      {state.numbers.length === 0 ? (
        <Typography>{t('savedNumbers.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {state.numbers.map((entry) => (
            <SavedNumberRow
              key={entry.id}
              entry={entry}
              written={written(entry.msisdn)}
              countryName={names[entry.country.toLowerCase()]}
              onRenamed={reload}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </Stack>
      )}
      <AddNumber onAdded={reload} />
      <ConfirmDelete
        what={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** Saved numbers: the numbers the customer tops up, each with a name, offered by the top-up forms. */
export function SavedNumbersPage() {
  return (
    <AccountFrame section="savedNumbers">
      <SavedNumbers />
    </AccountFrame>
  );
}
