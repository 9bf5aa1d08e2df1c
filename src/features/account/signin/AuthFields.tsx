import { useTranslation } from 'next-i18next/pages';
import { EmailShortcuts } from '@/ui/fields/EmailShortcuts';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { identifierLabelKey } from '../rules';
import { useShop } from '@/tenancy/useShop';

interface FieldProps {
  id: string;
  value: string;
  /** a key under `auth.errors` */
  error: string | null;
  onChange: (value: string) => void;
}

/** The login identifier (SPEC §5), with the email-domain shortcut buttons. */
export function IdentifierField({ id, value, error, onChange }: FieldProps) {
  const { t } = useTranslation('common');
  const { tenant } = useShop();
  return (
    <div>
      <OutlinedField
        id={id}
        name="userName"
        type={tenant.phoneRegistrationAllowed ? 'text' : 'email'}
        autoComplete="username"
        label={t(identifierLabelKey(tenant))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(`auth.errors.${error}`) : undefined}
        helperRole={error ? 'alert' : undefined}
        inputProps={{ 'aria-invalid': Boolean(error), 'aria-required': true }}
        required={tenant.features.requiredFieldAsterisk}
        fullWidth
      />
      <EmailShortcuts domains={tenant.emailDomainShortcuts} email={value} onChange={onChange} />
    </div>
  );
}

export function SecretField({
  label,
  autoComplete,
  ...field
}: FieldProps & { label: string; autoComplete: 'current-password' | 'new-password' | 'one-time-code' }) {
  const { t } = useTranslation('common');
  const asterisk = useShop().tenant.features.requiredFieldAsterisk ?? false;
  return (
    <OutlinedField
      id={field.id}
      type={autoComplete === 'one-time-code' ? 'text' : 'password'}
      autoComplete={autoComplete}
      label={label}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      error={Boolean(field.error)}
      helperText={field.error ? t(`auth.errors.${field.error}`) : undefined}
      helperRole={field.error ? 'alert' : undefined}
      inputProps={{
        'aria-invalid': Boolean(field.error),
        'aria-required': true,
        ...(autoComplete === 'one-time-code' ? { inputMode: 'numeric' } : {}),
      }}
      required={asterisk}
      fullWidth
    />
  );
}
