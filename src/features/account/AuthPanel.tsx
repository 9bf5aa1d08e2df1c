import { useRouter } from 'next/router';
import { useState } from 'react';
import type { DialogContent } from './authSlice';
import { ConfirmForm } from './ConfirmForm';
import { LoginForm } from './LoginForm';
import { RegisterForm, type Registered } from './RegisterForm';

export interface AuthPanelProps {
  idPrefix: string;
  content: DialogContent;
  onContent: (content: DialogContent) => void;
  onSignedIn: () => void;
}

/**
 * SPEC §2, §4: login, or registration followed by its confirmation; a confirmation without the
 * kept password leads to /login.
 */
export function AuthPanel({ idPrefix, content, onContent, onSignedIn }: AuthPanelProps) {
  const router = useRouter();
  const [registered, setRegistered] = useState<Registered | null>(null);
  if (content === 'login')
    return (
      <LoginForm idPrefix={idPrefix} onSignedIn={onSignedIn} onRegister={() => onContent('registration')} />
    );
  if (registered)
    return (
      <ConfirmForm
        idPrefix={idPrefix}
        registered={registered}
        onConfirmed={(signedIn) => {
          setRegistered(null);
          if (signedIn) onSignedIn();
          else {
            onContent('login');
            void router.push('/login');
          }
        }}
      />
    );
  return <RegisterForm idPrefix={idPrefix} onRegistered={setRegistered} onLogin={() => onContent('login')} />;
}
