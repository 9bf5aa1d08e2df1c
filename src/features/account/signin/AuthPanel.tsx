import { useRouter } from 'next/router';
import { useState } from 'react';
import type { DialogContent } from '../authSlice';
import { ConfirmForm } from './ConfirmForm';
import { LoginForm, type Credentials } from './LoginForm';
import { RegisterForm, type RegisterDraft, type Registered } from './RegisterForm';

export interface AuthPanelProps {
  idPrefix: string;
  content: DialogContent;
  onContent: (content: DialogContent) => void;
  onSignedIn: () => void;
  /** what was typed into the server's login form before this code came */
  typed?: Credentials;
}

/**
 * SPEC §2, §4: login, or registration followed by its confirmation; a confirmation without the
 * kept password leads to /login. The code step leads back to the registration as it was typed, to
 * correct the address.
 */
export function AuthPanel({ idPrefix, content, onContent, onSignedIn, typed }: AuthPanelProps) {
  const router = useRouter();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [draft, setDraft] = useState<RegisterDraft | null>(null);
  if (content === 'login')
    return (
      <LoginForm
        idPrefix={idPrefix}
        onSignedIn={onSignedIn}
        onRegister={() => onContent('registration')}
        typed={typed}
      />
    );
  if (registered)
    return (
      <ConfirmForm
        idPrefix={idPrefix}
        registered={registered}
        onCorrect={() => setRegistered(null)}
        onConfirmed={(signedIn) => {
          setRegistered(null);
          setDraft(null);
          if (signedIn) onSignedIn();
          else {
            onContent('login');
            void router.push('/login');
          }
        }}
      />
    );
  return (
    <RegisterForm
      idPrefix={idPrefix}
      draft={draft}
      onRegistered={(done, typed) => {
        setRegistered(done);
        setDraft(typed);
      }}
      onLogin={() => onContent('login')}
    />
  );
}
