import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { shopHref } from '@/tenancy/routes';
import { useServerRender } from '@/ui/shell/deferredPart';
import { selectPinned, selectTenant } from '@/tenancy/tenantSlice';
import { ALL_ACCEPTED, ONLY_NECESSARY, writeConsent, type Consent } from './consentCookie';
import { consentChosen, consentDialogClosed, selectConsent } from './consentSlice';

/** Reloads the page; a seam for tests, since jsdom cannot reload. */
export const pageReload = { run: () => window.location.reload() };

export interface ConsentDialogProps {
  /**
   * The first visit's panel is on the page from the first paint: it takes focus only while the
   * customer has not put it anywhere else, never out of a field being typed into.
   */
  firstVisit?: boolean;
}

/**
 * SPEC §2 consent dialog: necessary always on, statistics off until chosen. A panel fixed to the
 * bottom of the viewport, not a modal: the page keeps its layout (no shift) and stays readable and
 * scrollable under it. Focus moves into it when it opens and back where it was when it closes.
 * Pre-rendered into every page (ConsentManager), its buttons wait for its code.
 */
export function ConsentDialog({ firstVisit = false }: ConsentDialogProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const tenant = useAppSelector(selectTenant);
  const pinned = useAppSelector(selectPinned);
  const current = useAppSelector(selectConsent);
  const [choosing, setChoosing] = useState(false);
  const [statistics, setStatistics] = useState(current?.statistics ?? false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  const serverHtml = useServerRender();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    if (firstVisit && previous && previous !== document.body) return;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, [firstVisit]);

  function choose(next: Consent) {
    writeConsent(next);
    // SPEC §2: accepting statistics reloads the page, which then loads the scripts; withdrawing it
    // reloads too, so no script that already runs keeps running.
    if (next.statistics || current?.statistics) pageReload.run();
    else dispatch(consentChosen(next));
  }

  useEffect(() => {
    // Reopened, it closes on Escape wherever focus is, as a dialog does: a press just after it
    // appears may come before focus has moved into it. On a first visit, only from inside it.
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (!firstVisit || panel.current?.contains(document.activeElement)))
        dispatch(consentDialogClosed());
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [firstVisit, dispatch]);

  const privacy = tenant?.seoPages.privacy;
  return (
    <Paper
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      elevation={12}
      square
      sx={{
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
          {t(choosing ? 'consent.text' : 'consent.summary', { provider: tenant?.providerName ?? '' })}{' '}
          {privacy && (
            <Link href={shopHref(privacy, pinned)} color="inherit" underline="always">
              {t('consent.privacyLink')}
            </Link>
          )}
        </Typography>
        {choosing && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('consent.categories')}
            </Typography>
            <Category label={t('consent.necessary')} help={t('consent.necessaryHelp')} checked disabled />
            <Category
              label={t('consent.statistics')}
              help={t('consent.statisticsHelp')}
              checked={statistics}
              onChange={setStatistics}
            />
          </Box>
        )}
        <Box
          sx={{
            display: { xs: 'grid', sm: 'flex' },
            gridTemplateColumns: '1fr 1fr',
            justifyContent: 'flex-end',
            gap: 1,
            // on a phone the two lesser choices share a row and accepting all takes the next
            '& > :last-child': { gridColumn: '1 / -1' },
          }}
        >
          {choosing ? (
            <Button
              variant="outlined"
              disabled={serverHtml}
              onClick={() => choose({ necessary: true, statistics })}
            >
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="outlined" disabled={serverHtml} onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
          )}
          <Button variant="outlined" disabled={serverHtml} onClick={() => choose(ONLY_NECESSARY)}>
            {t('consent.onlyNecessary')}
          </Button>
          <Button variant="contained" disabled={serverHtml} onClick={() => choose(ALL_ACCEPTED)}>
            {t('consent.acceptAll')}
          </Button>
        </Box>
      </Container>
    </Paper>
  );
}

interface CategoryProps {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Category({ label, help, checked, disabled, onChange }: CategoryProps) {
  const helpId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange?.(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 6 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}
