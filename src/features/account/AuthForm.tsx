import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectTenant } from '@/tenancy/tenantSlice';
import { useServerRender } from '@/ui/shell/islandPart';
import { identifierError } from './formRules';
import type { FormFailure } from './rules';

/** The login identifier a form is typing (SPEC §5: a phone number where the tenant allows it). */
export function useIdentifier(typed = '') {
  const phoneAllowed = useAppSelector(selectTenant)?.phoneRegistrationAllowed ?? false;
  const [userName, setUserName] = useState(typed);
  return { userName, setUserName, error: identifierError(userName, phoneAllowed) };
}

/**
 * What every sign-in form does on submit: check the fields (their errors show from then on), run
 * the call once at a time, and keep the failure (a message key or the server's words; null: none)
 * for the form's alert.
 */
export function useSubmit() {
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const submit =
    (valid: () => boolean, action: () => Promise<FormFailure | null>) => async (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (!valid()) return;
      setBusy(true);
      setFailure(null);
      const failed = await action();
      setBusy(false);
      setFailure(failed);
      if (!failed) setChecked(false);
    };
  /** a field's error, once the form was submitted */
  const shown = (error: string | null) => (checked ? error : null);
  return { failure, busy, submit, shown };
}

export interface AuthFormProps {
  label: string;
  failure: FormFailure | null;
  busy: boolean;
  action: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** below the submit button */
  footer?: ReactNode;
}

/** A sign-in form: its failure's SPEC §8 message on top, the fields, the submit button. */
export function AuthForm({ label, failure, busy, action, onSubmit, children, footer }: AuthFormProps) {
  const { t } = useTranslation('common');
  // A page's form is an island (LoginPage, ResetPasswordPage): in the server's HTML a submit button
  // would send the form natively, password and all, before its code is in; a plain button is
  // pressed again once it is (islandPart).
  const serverHtml = useServerRender();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{typeof failure === 'string' ? t(failure) : failure.text}</Alert>}
        {children}
        <Button type={serverHtml ? 'button' : 'submit'} variant="contained" size="large" disabled={busy}>
          {action}
        </Button>
        {footer}
      </Stack>
    </Box>
  );
}
