import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useKeptTyped } from '@/ui/shell/keptTyped';
import { identifierError } from './formRules';
import type { FormFailure } from '../rules';
import { useShop } from '@/tenancy/useShop';

/** The login identifier a form is typing (SPEC §5: a phone number where the tenant allows it). */
export function useIdentifier(typed = '') {
  const phoneAllowed = useShop().tenant.phoneRegistrationAllowed ?? false;
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
  /**
   * the form's key among the kept forms (ADR 22); what was typed into a page's form before its
   * code came is the island's to hand over (LoginPage, ResetPasswordPage)
   */
  keep: string;
  failure: FormFailure | null;
  busy: boolean;
  action: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** below the submit button */
  footer?: ReactNode;
}

/** A sign-in form: its failure's SPEC §8 message on top, the fields, the submit button. */
export function AuthForm({ label, keep, failure, busy, action, onSubmit, children, footer }: AuthFormProps) {
  const { t } = useTranslation('common');
  // A press before the form's code is in is held and carried out once then (ADR 22). `post`: a
  // browser without scripts, which holds nothing, sends the password in no address.
  const kept = useKeptTyped(keep);
  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label={label} {...kept}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{typeof failure === 'string' ? t(failure) : failure.text}</Alert>}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {action}
        </Button>
        {footer}
      </Stack>
    </Box>
  );
}
