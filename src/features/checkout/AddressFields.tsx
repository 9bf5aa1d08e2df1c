import Box from '@mui/material/Box';
import { memo } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import type { TenantConfig } from '@/tenancy/schema';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { type AddressErrors, type AddressField, type AddressForm, type AddressNeeds } from './addressForm';
import { AddressLookup } from './AddressLookup';
import { CountryField } from '@/ui/fields/CountryField';
import { EmailShortcuts } from '@/ui/fields/EmailShortcuts';
import { VoucherDeliveryFields } from './VoucherDeliveryFields';

export interface AddressFieldsProps {
  tenant: TenantConfig;
  form: AddressForm;
  needs: AddressNeeds;
  errors: AddressErrors;
  language: string;
  onChange: (patch: Partial<AddressForm>) => void;
}

export const fieldId = (field: AddressField) => `checkout-${field}`;

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  houseNumber: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phoneNumber: 'tel',
};

/** SPEC §3 delivery-address fields, shown and marked as the tenant's flags say. */
export const AddressFields = memo(function AddressFields({
  tenant,
  form,
  needs,
  errors,
  language,
  onChange,
}: AddressFieldsProps) {
  const { t } = useTranslation('common');
  const { requiredFieldAsterisk, inputHelperText, addressAutofill } = tenant.features;

  const field = (name: AddressField, required: boolean, type = 'text') => {
    const error = errors[name];
    const hint = inputHelperText ? t(`checkout.hints.${name}`) : undefined;
    return (
      <OutlinedField
        id={fieldId(name)}
        name={name}
        type={type}
        label={t(`checkout.fields.${name}`)}
        value={form[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        autoComplete={AUTOCOMPLETE[name]}
        required={requiredFieldAsterisk && required}
        inputProps={{ 'aria-required': required, 'aria-invalid': Boolean(error) }}
        error={Boolean(error)}
        helperText={error ? t(`checkout.errors.${error}`) : hint}
        helperRole={error ? 'alert' : undefined}
        fullWidth
      />
    );
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstname', true)}
        {field('lastname', true)}
      </Box>
      <div>
        {field('email', true, 'email')}
        <EmailShortcuts
          domains={tenant.emailDomainShortcuts}
          email={form.email}
          onChange={(email) => onChange({ email })}
        />
      </div>
      {needs.alternativePhone && field('phoneNumber', false, 'tel')}
      {/* a country the backend asks for is one the customer can see and fix (ADR 0032) */}
      {needs.country && (
        <CountryField
          value={form.countryCode}
          language={language}
          required={requiredFieldAsterisk}
          onChange={(countryCode) => onChange({ countryCode })}
        />
      )}
      {needs.postal && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            {field('zip', true)}
            {field('city', true)}
          </Box>
          {addressAutofill && (
            <AddressLookup
              zip={form.zip}
              countryCode={form.countryCode}
              language={language}
              onPick={onChange}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
            {field('street', true)}
            {field('houseNumber', true)}
          </Box>
        </>
      )}
      {needs.voucher && (
        <VoucherDeliveryFields
          options={tenant.voucherDeliveryOptions}
          form={form}
          error={errors.voucherEmail}
          onChange={onChange}
        />
      )}
      {needs.newsletter && (
        <FormControlLabel
          control={
            <Checkbox
              name="newsletter"
              checked={form.newsletter}
              onChange={(event) => onChange({ newsletter: event.target.checked })}
            />
          }
          label={t('checkout.newsletter')}
        />
      )}
    </Stack>
  );
});
