import { useState, type FormEvent } from 'react';
import { ssoBody } from '@/api/auth';
import { banner, button, page } from './styles';

interface Props {
  providerName: string;
  /** where the shop asked to return the customer; the main page when absent */
  redirect: string | null;
  /** the shop's one-time state, handed back unchanged, as a real portal does */
  state: string | null;
  /** leaves for the shop (tests watch it instead of navigating) */
  onLeave?: (url: string) => void;
}

const navigate = (url: string) => window.location.assign(url);

/** The shop's page that signs in the customer a portal sends back (ADR 0012). */
const SSO_RETURN_PATH = '/login/sso';

/**
 * Stands in for the customer portal of a single-sign-on shop (SPEC §6): the portal knows its
 * customer's phone number and sends them back to the shop with the state the shop gave it, and the
 * shop signs them in through ssoAuthenticate, as a real portal does.
 */
export function SsoPortalPage({ providerName, redirect, state, onLeave = navigate }: Props) {
  const [msisdn, setMsisdn] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = ssoBody.shape.msisdn.safeParse(msisdn.replace(/[\s/()-]/g, ''));
    if (!number.success) {
      setError('Enter an international phone number, e.g. +49 151 12345678.');
      return;
    }
    const back = new URLSearchParams({
      msisdn: number.data,
      ...(redirect ? { redirect } : {}),
      ...(state ? { state } : {}),
    });
    onLeave(`${SSO_RETURN_PATH}?${back.toString()}`);
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
          <button type="submit" style={button('#1a73e8')} disabled={!msisdn}>
            Sign in and return to the shop
          </button>
        </p>
      </form>
    </div>
  );
}
