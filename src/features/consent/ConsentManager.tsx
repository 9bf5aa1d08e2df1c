import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { deferredPart } from '@/ui/shell/deferredPart';
import { readConsent } from './consentCookie';
import { consentRead, selectConsentDialogOpen } from './consentSlice';

// Most visits have answered already: the dialog's code (MUI switches, buttons) loads only when it
// opens, so it stays out of every page's first load.
const ConsentDialog = deferredPart(() => import('./ConsentDialog').then((module) => module.ConsentDialog));

/** Reads the consent cookie after hydration (pages are pre-rendered) and opens the dialog when needed. */
export function ConsentManager() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConsentDialogOpen);
  useEffect(() => {
    dispatch(consentRead(readConsent(document.cookie)));
  }, [dispatch]);
  return open ? <ConsentDialog ready fallback={null} /> : null;
}

export const loadConsentDialog = ConsentDialog.load;
