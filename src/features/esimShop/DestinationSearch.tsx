import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type KeyboardEvent } from 'react';
import { OutlinedField } from '@/ui/fields/OutlinedField';
import { useKeptTyped } from '@/ui/shell/keptTyped';
import { matchDestinations, type EsimDestination } from './destinations';
import { schemeVar } from '@/tenancy/theme';

/** Suggestions shown at once: enough to scan, few enough to read out. */
const MAX_SUGGESTIONS = 8;

export interface DestinationSearchProps {
  destinations: readonly EsimDestination[];
  /** the destination chosen, whose name the field shows */
  chosen: EsimDestination | null;
  onChoose: (destination: EsimDestination) => void;
  /** what was typed into the server's field before this code arrived: its suggestions show at once */
  typed?: string;
}

/**
 * "Where are you travelling?": a combobox (WAI-ARIA 1.2, list autocomplete) over countries and
 * regions. Arrow keys move through the suggestions, Enter takes the highlighted one (or the first),
 * Escape closes them; a live region says how many match.
 */
export function DestinationSearch({ destinations, chosen, onChoose, typed = '' }: DestinationSearchProps) {
  const { t } = useTranslation('common');
  const listId = useId();
  const [query, setQuery] = useState<string | null>(typed || null);
  const [open, setOpen] = useState(Boolean(typed));
  const [active, setActive] = useState(-1);
  const text = query ?? chosen?.name ?? '';
  const matches = matchDestinations(destinations, query ?? '').slice(0, MAX_SUGGESTIONS);
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (destination: EsimDestination) => {
    setQuery(null);
    setOpen(false);
    setActive(-1);
    onChoose(destination);
  };

  /** Enter, or the form sent by Enter before this code was in (ADR 22): the highlighted, or the first */
  const chooseActive = () => {
    const pick = matches[active] ?? matches[0];
    if (pick) choose(pick);
  };
  // what was typed into the server's field comes from the island (`typed`)
  const kept = useKeptTyped('esim-destination');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((index) => Math.min(Math.max(index + step, 0), matches.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      chooseActive();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // on a paper of its own: the field's floating label stays legible on the brand-coloured hero
    <Box
      component="form"
      {...kept}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        chooseActive();
      }}
      sx={{
        position: 'relative',
        maxWidth: 560,
        // the scheme's variables: the server's HTML of a part not yet woken turns with the toggle
        bgcolor: schemeVar.paper,
        color: schemeVar.text,
        borderRadius: 1,
        px: 1.5,
        pt: 2,
        pb: 1.5,
      }}
    >
      <OutlinedField
        // a fixed id: the shop home's island puts focus back on it after taking over the server's field
        id="esim-destination"
        label={t('esimShop.searchLabel')}
        value={text}
        placeholder={t('esimShop.searchPlaceholder')}
        autoComplete="off"
        fullWidth
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          onKeyDown,
          onFocus: () => setOpen(true),
          onBlur: () => setOpen(false),
        }}
      />
      <Paper
        component="ul"
        role="listbox"
        id={listId}
        aria-label={t('esimShop.suggestions')}
        elevation={4}
        hidden={!expanded}
        sx={{ position: 'absolute', zIndex: 2, left: 0, right: 0, mt: 0.5, p: 0.5, listStyle: 'none' }}
      >
        {expanded &&
          matches.map((destination, index) => (
            <Box
              component="li"
              key={destination.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // keeps the focus in the field, so the click does not close the list first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(destination)}
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                color: 'text.primary',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                bgcolor: index === active ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <span>{destination.name}</span>
              <Typography component="span" variant="body2" color="text.secondary">
                {t(`esimShop.kind.${destination.kind}`)}
              </Typography>
            </Box>
          ))}
      </Paper>
      <Box aria-live="polite" sx={visuallyHidden}>
        {open &&
          query !== null &&
          (matches.length
            ? t('esimShop.found', { number: matches.length })
            : t('esimShop.noMatch', { query }))}
      </Box>
    </Box>
  );
}
