import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { ASK_CONSENT_CLASS } from '@/config/consentMarker';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deferredPart } from '@/ui/shell/deferredPart';
import { consentRead, selectConsentDialogOpen, selectConsentRead, selectFirstVisit } from './consentSlice';

// Most visits have answered already: the dialog's code (MUI switches, buttons) loads only when it
// opens, so it stays out of every page's first load.
const ConsentDialog = deferredPart(() => import('./ConsentDialog').then((module) => module.ConsentDialog), {
  ssr: true,
});

/** Until the cookie is read, the pre-rendered panel shows only where the head's marker found none. */
const untilRead = { display: 'none', [`.${ASK_CONSENT_CLASS} &`]: { display: 'block' } } as const;

/**
 * Reads the consent cookie after hydration and opens the dialog when needed. Pages are pre-rendered
 * for everyone, so every page carries the panel, hidden; the consent marker in the head marks a
 * first visit before the body paints, and the panel shows with the page instead of after its
 * JavaScript: it would otherwise be a late, large paint on every first visit (ADR 14).
 */
export function ConsentManager() {
  const dispatch = useAppDispatch();
  const read = useAppSelector(selectConsentRead);
  const open = useAppSelector(selectConsentDialogOpen);
  const firstVisit = useAppSelector(selectFirstVisit);
  useEffect(() => {
    if (read) return;
    // The head's marker found no consent cookie: the first visit's dialog opens without waiting for
    // the cookie code.
    if (document.documentElement.classList.contains(ASK_CONSENT_CLASS)) {
      dispatch(consentRead(null));
      return;
    }
    let active = true;
    // the cookie code loads after hydration, out of every page's first load (cookies.ts)
    void import('./consentCookie').then(({ readConsent }) => {
      if (active) dispatch(consentRead(readConsent()));
    });
    return () => {
      active = false;
    };
  }, [dispatch, read]);
  if (read && !open) return null;
  return (
    <Box sx={read || open ? undefined : untilRead}>
      <ConsentDialog fallback={null} active={open} firstVisit={firstVisit} />
    </Box>
  );
}

export const loadConsentDialog = ConsentDialog.load;
