import { useState, type FormEvent } from 'react';
import { ssoAuthenticate } from '@/api/auth';
import type { ApiContext } from '@/api/http';
import { isApiError } from '@/api/apiError';
import { banner, button, page } from './styles';

interface Props {
  ctx: Pick<ApiContext, 'shopId' | 'country'>;
  providerName: string;
  /** where the shop asked to return the customer; the main page when absent */
  redirect: string | null;
  /** leaves for the shop (tests watch it instead of navigating) */
  onLeave?: (url: string) => void;
}

const navigate = (url: string) => window.location.assign(url);

/**
 * Stands in for the customer portal of a single-sign-on shop (SPEC §6): the portal knows its
 * customer's phone number and sends them back to the shop through ssoAuthenticate.
 */
export function SsoPortalPage({ ctx, providerName, redirect, onLeave = navigate }: Props) {
  const [msisdn, setMsisdn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    ssoAuthenticate(ctx, { msisdn: msisdn.replace(/[\s/()-]/g, ''), ...(redirect ? { redirect } : {}) }).then(
      (answer) => onLeave(answer.redirect),
      (failure: unknown) => {
        setBusy(false);
        setError(
          isApiError(failure) && failure.errorCode === 'VALIDATION_FAILED'
            ? 'Enter an international phone number, e.g. +49 151 12345678.'
            : 'The portal could not sign you in. Try again.',
        );
      },
    );
  };

  return (
    <div style={page}>
      <p style={banner}>Sandbox customer portal: it signs in whoever owns the phone number you type.</p>
      <h1 style={{ fontSize: 22 }}>{providerName} customer portal</h1>
      <form onSubmit={submit} noValidate>
        <label htmlFor="sso-msisdn" style={{ display: 'block', marginBottom: 4 }}>
          Phone number
        </label>
        <input
          id="sso-msisdn"
          name="msisdn"
          type="tel"
          autoComplete="tel"
          value={msisdn}
          onChange={(event) => setMsisdn(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sso-error' : undefined}
          style={{ display: 'block', width: '100%', padding: 8, fontSize: 16, boxSizing: 'border-box' }}
        />
        {error && (
          <p id="sso-error" role="alert" style={{ color: '#b00020' }}>
            {error}
          </p>
        )}
        <p>
          <button type="submit" style={button('#1a73e8')} disabled={busy || !msisdn}>
            Sign in and return to the shop
          </button>
        </p>
      </form>
    </div>
  );
}
