import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { alpha, getOverlayAlpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASK_CONSENT_CLASS } from '@/config/consentMarker';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { schemeVar } from '@/tenancy/theme';
import { selectPinned } from '@/tenancy/tenantSlice';
import { deferredPart } from '@/ui/shell/deferredPart';
import {
  consentDialogClosed,
  consentRead,
  selectConsentDialogOpen,
  selectConsentRead,
  selectFirstVisit,
} from './consentSlice';
import { useShop } from '@/tenancy/useShop';

// Most visits have answered already: the choices' code (MUI switches, buttons) loads only when the
// panel opens, so it stays out of every page's first load.
const ConsentChoices = deferredPart(
  () => import('./ConsentChoices').then((module) => module.ConsentChoices),
  { ssr: true },
);

/**
 * MUI's Paper at elevation 12, square, as the tenant theme draws it (its MuiPaper override takes the
 * scheme's variables; a dark scheme lays MUI's white overlay over them). The panel was the only
 * Paper in the shell: drawn by a Box, Paper (0.9 KB gzip) leaves every page's first load.
 */
const PANEL_ELEVATION = 12;
const panelSurface = {
  bgcolor: schemeVar.paper,
  color: schemeVar.text,
  boxShadow: PANEL_ELEVATION,
  backgroundImage: (theme: Theme) => {
    const overlay = alpha('#fff', getOverlayAlpha(PANEL_ELEVATION));
    return theme.palette.mode === 'dark' ? `linear-gradient(${overlay}, ${overlay})` : undefined;
  },
} as const;

interface ConsentPanelProps {
  /**
   * The first visit's panel is on the page from the first paint: it takes focus only while the
   * customer has not put it anywhere else, never out of a field being typed into, and closes only
   * by a choice.
   */
  firstVisit: boolean;
  /** false holds the choices' code back: the panel is on the page, hidden, until the cookie is read */
  active: boolean;
}

/**
 * SPEC §2 consent dialog: a panel fixed to the bottom of the viewport, not a modal: the page keeps
 * its layout (no shift) and stays readable and scrollable under it. Focus moves into it when it
 * opens and back where it was when it closes. Its title and text hydrate with the page, and Escape
 * works from the moment it opens; only the choices wait for their code. Drawn again by that code,
 * the text would be a late paint, and on a page with little content of its own (the cart) the
 * page's largest.
 */
function ConsentPanel({ firstVisit, active }: ConsentPanelProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { tenant } = useShop();
  const pinned = useAppSelector(selectPinned);
  const [choosing, setChoosing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    if (firstVisit && previous && previous !== document.body) return;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, [active, firstVisit]);

  useEffect(() => {
    if (!active) return;
    // Reopened, it closes on Escape wherever focus is, as a dialog does: a press just after it
    // appears may come before focus has moved into it. On a first visit, only from inside it.
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (!firstVisit || panel.current?.contains(document.activeElement)))
        dispatch(consentDialogClosed());
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [active, firstVisit, dispatch]);

  const privacy = tenant.seoPages.privacy;
  return (
    <Box
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      sx={{
        ...panelSurface,
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'modal',
        maxHeight: '85vh',
        overflowY: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        py: { xs: 2, md: 3 },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -4 },
      }}
    >
      <Container maxWidth="lg">
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {t('consent.title')}
        </Typography>
        {/* The short text first: the panel stays small on a phone, and a large late paint would be
            the page's largest content, not the shop's own. The whole text comes with the choice. */}
        <Typography id={textId} variant="body2" sx={{ mb: 2 }}>
          {t(choosing ? 'consent.text' : 'consent.summary', { provider: tenant.providerName ?? '' })}{' '}
          {privacy && (
            <Link href={shopHref(privacy, pinned)} color="inherit" underline="always">
              {t('consent.privacyLink')}
            </Link>
          )}
        </Typography>
        <ConsentChoices
          fallback={null}
          active={active}
          choosing={choosing}
          onChoosing={() => setChoosing(true)}
        />
      </Container>
      <span {...{ [PANEL_END_ATTRIBUTE]: '' }} hidden />
    </Box>
  );
}

/** The panel's last element: the browser has parsed all of it (see `untilRead`). */
const PANEL_END_ATTRIBUTE = 'data-consent-end';

/**
 * Until the cookie is read, the pre-rendered panel shows only where the head's marker found none,
 * and only once the browser has parsed the whole of it. The browser paints a page as its HTML
 * arrives: a panel painted before its buttons grew upwards from the bottom when they came, a layout
 * shift of 0.03 on the cart (bench:lighthouse's filmstrip).
 */
const untilRead = {
  display: 'none',
  [`.${ASK_CONSENT_CLASS} &:has([${PANEL_END_ATTRIBUTE}])`]: { display: 'block' },
} as const;

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
    let active = true;
    // the numbers a guest asked this browser to remember go with the consent they were kept under
    // (ADR 0048): cleared, or run out. Their module comes only then, out of every page's first load
    // (0.6 KB gzip): most visits have a consent; a failed load leaves them to the next page.
    const noConsent = () => {
      void import('@/ui/fields/rememberedNumbers').then(
        ({ forgetAllNumbers }) => forgetAllNumbers(),
        () => undefined,
      );
      dispatch(consentRead(null));
    };
    // In a task of its own: dispatched among the hydration's effects, the store's update would
    // render there too (react-redux renders it at once), and the cookie code's script be added there.
    const timer = setTimeout(() => {
      // The head's marker found no consent cookie: the first visit's dialog opens without waiting
      // for the cookie code.
      if (document.documentElement.classList.contains(ASK_CONSENT_CLASS)) {
        noConsent();
        return;
      }
      // the cookie code loads after hydration, out of every page's first load (cookies.ts)
      void import('./consentCookie').then(({ readConsent }) => {
        if (!active) return;
        const consent = readConsent();
        if (consent) dispatch(consentRead(consent));
        else noConsent();
      });
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [dispatch, read]);
  if (read && !open) return null;
  return (
    <Box sx={read || open ? undefined : untilRead}>
      <ConsentPanel active={open} firstVisit={firstVisit} />
    </Box>
  );
}

export const loadConsentDialog = ConsentChoices.load;
