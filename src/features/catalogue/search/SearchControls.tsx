import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'next-i18next/pages';
import type { ChangeEvent, ReactNode } from 'react';
// Not '@/api' nor '@/api/products': both would bring zod and the schemas into the page's first load.
import { sortOptions } from '@/api/productOptions';
import { categoryLabel } from '../categoryLabel';
import type { Facets } from '../catalogueSummary';
import { typedText, useKeptTyped, type TypedValues } from '@/ui/shell/keptTyped';
import { SearchIcon } from './SearchIcon';
import type { SearchControls as Controls } from './useSearchState';
import type { SearchState } from './searchState';

/** Translation keys of the sort options (keys cannot start with "-"). */
export const sortKeys: Record<SearchState['sort'], string> = {
  relevance: 'relevance',
  name: 'nameAsc',
  '-name': 'nameDesc',
  price: 'priceAsc',
  '-price': 'priceDesc',
};

/** The filters chosen in the server's search form before its code was in, by their fields' ids. */
export function searchChoicesTyped(typed: TypedValues): Parameters<Controls['setFilter']>[0] {
  const category = typedText(typed, 'search-category');
  const type = typedText(typed, 'search-type');
  const sort = typedText(typed, 'search-sort');
  const all = typed['search-all'];
  return {
    ...(category !== undefined && { category }),
    ...(type !== undefined && { type: type as SearchState['type'] }),
    ...(sort !== undefined && sort in sortKeys && { sort: sort as SearchState['sort'] }),
    ...(typeof all === 'boolean' && { all }),
  };
}

/** Native selects: the phone's own picker, keyboard and screen reader support for free. */
function Select(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 0 }}>
      <InputLabel htmlFor={props.id} shrink>
        {props.label}
      </InputLabel>
      <NativeSelect
        id={props.id}
        value={props.value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
        input={<OutlinedInput label={props.label} notched />}
      >
        {props.children}
      </NativeSelect>
    </FormControl>
  );
}

/** The search field and filters (SPEC §7 general and category search, objectType, sort). */
export function SearchControls({ controls, facets }: { controls: Controls; facets: Facets }) {
  const { t } = useTranslation('common');
  const state = controls.state;
  const category = state?.category ?? '';
  const type = state?.type ?? '';
  // a shared link may filter by what this catalogue lacks: keep it visible, so it can be undone
  const { categories, types } = facets;
  const options =
    category && !categories.some((c) => c.id === category) ? [...categories, { id: category }] : categories;
  const typeOptions = type && !types.includes(type) ? [...types, type] : types;
  // What was typed into the server's field comes from the island, what was chosen in its filters
  // from here; a search sent before this code was in is carried out once (ADR 22).
  const kept = useKeptTyped('product-search', (typed) => {
    const chosen = searchChoicesTyped(typed);
    if (Object.keys(chosen).length > 0) controls.setFilter(chosen);
  });
  return (
    <Box
      component="form"
      {...kept}
      role="search"
      aria-label={t('search.title')}
      onSubmit={(event) => {
        event.preventDefault();
        controls.submitText();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
      }}
    >
      <FormControl sx={{ gridColumn: '1 / -1' }}>
        <InputLabel htmlFor="product-search">{t('search.label')}</InputLabel>
        <OutlinedInput
          id="product-search"
          type="search"
          label={t('search.label')}
          value={controls.text}
          onChange={(event) => controls.setText(event.target.value)}
          inputProps={{ maxLength: 100, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
      </FormControl>
      <Select
        id="search-category"
        label={t('search.category')}
        value={category}
        onChange={(value) => controls.setFilter({ category: value })}
      >
        <option value="">{t('search.anyCategory')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {categoryLabel(t, option)}
          </option>
        ))}
      </Select>
      <Select
        id="search-type"
        label={t('search.type')}
        value={type}
        onChange={(value) => controls.setFilter({ type: value as SearchState['type'] })}
      >
        <option value="">{t('search.anyType')}</option>
        {typeOptions.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.objectTypes.${option}`)}
          </option>
        ))}
      </Select>
      <Select
        id="search-sort"
        label={t('search.sort')}
        value={state?.sort ?? 'relevance'}
        onChange={(value) => controls.setFilter({ sort: value as SearchState['sort'] })}
      >
        {sortOptions.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sortBy.${sortKeys[sort]}`)}
          </option>
        ))}
      </Select>
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            id="search-all"
            checked={state?.all ?? false}
            onChange={(event) => controls.setFilter({ all: event.target.checked })}
          />
        }
        label={t('search.showUnavailable')}
      />
    </Box>
  );
}
