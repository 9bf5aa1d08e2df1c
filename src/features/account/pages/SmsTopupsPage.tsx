import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { GENERAL_ERROR } from '@/api/generalError';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { brandLabel } from '@/tenancy/brandLabel';
import { formatPrice } from '@/tenancy/money';
import type { TenantConfig } from '@/tenancy/schema';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { checkPhone, type PhoneError } from '@/tenancy/phone';
import { loadPhoneLib } from '@/tenancy/phoneLib';
import { useWrittenPhone } from '@/ui/fields/usePhoneLib';
import { PhoneInput } from '@/ui/fields/PhoneInput';
import { useNotify } from '@/ui/notifications/useNotify';
import { AccountFrame } from './AccountFrame';
import { AddForm } from './AddForm';
import { ConfirmDelete } from './ConfirmDelete';
import { smsExampleParts } from '../rules';
import {
  addSmsTopup,
  loadSmsTopups,
  removeSmsTopup,
  selectSmsTopupBusy,
  selectSmsTopups,
  selectSmsTopupsFailed,
} from '../smsTopupSlice';
import { useShop } from '@/tenancy/useShop';

const PIN = /^\d{4}$/;

function AddSmsTopup() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { tenant } = useShop();
  const busy = useAppSelector(selectSmsTopupBusy);
  const { language } = useShop();
  const [msisdn, setMsisdn] = useState('');
  const [phoneCountry, setPhoneCountry] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [checked, setChecked] = useState(false);
  const [phoneError, setPhoneError] = useState<PhoneError | 'unchecked' | undefined>();
  const brand = Object.keys(tenant.brandRoutes)[0] ?? tenant.id;
  const pinError = checked && !PIN.test(pin);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    // customers type their number nationally ("0151 …"); the backend takes it in E.164
    const countries = tenant.phoneCountryCodes;
    const number = await loadPhoneLib().then(
      (lib) => checkPhone(msisdn, phoneCountry ?? countries[0] ?? tenant.country, countries, lib),
      () => null,
    );
    setPhoneError(number ? (number.ok ? undefined : number.error) : 'unchecked');
    if (!number?.ok || !PIN.test(pin)) return;
    const result = await dispatch(addSmsTopup({ msisdn: number.e164, brand, pin }));
    if (addSmsTopup.fulfilled.match(result)) {
      notify.success('successfulModification');
      setPin('');
      setChecked(false);
    } else if (result.payload?.messageKey) notify.error(result.payload.messageKey);
  };
  return (
    <AddForm titleId="sms-add-title" title={t('account.addSmsTopup')} onSubmit={submit}>
      <PhoneInput
        id="sms-msisdn"
        name="msisdn"
        label={t('account.smsPhone')}
        value={msisdn}
        country={phoneCountry ?? tenant.phoneCountryCodes[0] ?? ''}
        countries={tenant.phoneCountryCodes ?? []}
        countryNames={tenant.phoneCountryNames[language] ?? {}}
        callingCodes={tenant.phoneCallingCodes ?? {}}
        error={phoneError}
        onChange={(typed) => {
          setMsisdn(typed.text);
          setPhoneCountry(typed.country);
          setPhoneError(typed.foreign ? 'wrongCountry' : undefined);
        }}
        required
      />
      <OutlinedField
        id="sms-pin"
        // the checkout's words for the PIN: the same PIN, chosen there or here
        label={t('topup.pin')}
        value={pin}
        inputProps={{ inputMode: 'numeric', maxLength: 4 }}
        onChange={(event) => setPin(event.target.value)}
        error={pinError}
        helperText={t(pinError ? 'topup.errors.pinInvalid' : 'topup.pinHint')}
        helperRole={pinError ? 'alert' : undefined}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ height: 56 }}>
        {t('account.add')}
      </Button>
    </AddForm>
  );
}

const kbdStyle = { fontFamily: 'monospace', fontWeight: 700, fontSize: '1.05em' } as const;

/**
 * SPEC §9: how a saved number tops up by text message, told with the tenant's example SMS: where
 * it is sent from, and what each of its parts means.
 */
function SmsHowTo({ example, currency }: { example: string; currency: TenantConfig['currency'] }) {
  const { t } = useTranslation('common');
  const { tenant, language } = useShop();
  const parts = smsExampleParts(example);
  const rows = parts
    ? [
        [parts.keyword, t('smsHelp.keyword')],
        [
          String(parts.amount),
          t('smsHelp.amount', { amount: formatPrice(parts.amount, currency, language, tenant.moneyStyles) }),
        ],
        [parts.pin, t('smsHelp.pin')],
      ]
    : [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sms-help-title" sx={{ p: 2 }}>
      <Typography id="sms-help-title" variant="h6" component="h2" gutterBottom>
        {t('smsHelp.title')}
      </Typography>
      <Typography>{t('smsHelp.send')}</Typography>
      <Typography
        component="kbd"
        data-testid="sms-example"
        sx={{
          ...kbdStyle,
          display: 'inline-block',
          fontSize: '1.25rem',
          my: 1.5,
          px: 1.5,
          py: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {example}
      </Typography>
      {rows.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {rows.map(([part, meaning]) => (
            <Fragment key={part}>
              <Typography component="dt">
                <Typography component="kbd" sx={kbdStyle}>
                  {part}
                </Typography>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {meaning}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('smsHelp.billing')}
      </Typography>
    </Paper>
  );
}

function SmsTopups() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { tenant } = useShop();
  const rows = useAppSelector(selectSmsTopups);
  const loadFailed = useAppSelector(selectSmsTopupsFailed);
  const [deleting, setDeleting] = useState<number | null>(null);
  const written = useWrittenPhone(Boolean(rows?.length));
  useEffect(() => {
    void dispatch(loadSmsTopups());
  }, [dispatch]);
  if (loadFailed && !rows) return <Alert severity="error">{t(GENERAL_ERROR)}</Alert>;
  if (!rows) return <CircularProgress aria-label={t('loading')} />;
  const deletingRow = rows.find((row) => row.index === deleting);
  const multiBrand = Object.keys(tenant.brandRoutes ?? {}).length > 1;
  const remove = async () => {
    if (deleting === null) return;
    const index = deleting;
    setDeleting(null);
    const result = await dispatch(removeSmsTopup(index));
    if (removeSmsTopup.fulfilled.match(result)) notify.success('successfulDelete');
    else if (result.payload?.messageKey) notify.error(result.payload.messageKey);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      {tenant.topup.exampleSms && <SmsHowTo example={tenant.topup.exampleSms} currency={tenant.currency} />}
      {rows.length === 0 && <Typography color="text.secondary">{t('account.noSmsTopups')}</Typography>}
      {rows.map((row) => (
        <Paper
          key={row.index}
          variant="outlined"
          sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <Stack sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{written(row.msisdn)}</Typography>
            {/* the brand tells numbers apart only where the shop sells several */}
            {multiBrand && (
              <Typography variant="body2" color="text.secondary">
                {brandLabel(row.brand)}
              </Typography>
            )}
          </Stack>
          <Button
            color="error"
            onClick={() => setDeleting(row.index)}
            aria-label={t('account.deleteNamed', { what: written(row.msisdn) })}
          >
            {t('account.delete')}
          </Button>
        </Paper>
      ))}
      <AddSmsTopup />
      <ConfirmDelete
        what={deletingRow ? written(deletingRow.msisdn) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** SMS top-ups: the numbers that top up by text message, with the tenant's example SMS. */
export function SmsTopupsPage() {
  return (
    <AccountFrame section="smsTopups">
      <SmsTopups />
    </AccountFrame>
  );
}
