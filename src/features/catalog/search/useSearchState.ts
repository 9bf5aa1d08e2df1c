import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { createDebouncer } from './debounce';
import { defaultSearch, parseSearchState, writeSearchState, type SearchState } from './searchState';

/**
 * Keeps the URL query in step without a Next navigation: the page is one pre-rendered file per
 * tenant behind a rewrite, so replacing the history entry is enough, and it costs no round trip
 * per keystroke. Next's own history state is kept so Back and Forward still work.
 */
function replaceUrlQuery(state: SearchState) {
  const { pathname, search, hash } = window.location;
  const query = writeSearchState(state, new URLSearchParams(search)).toString();
  const url = `${pathname}${query ? `?${query}` : ''}${hash}`;
  if (url === `${pathname}${search}${hash}`) return;
  const history = window.history.state as Record<string, unknown> | null;
  window.history.replaceState(history ? { ...history, as: url, url } : history, '', url);
}

export interface SearchControls {
  /** null until the router knows the URL (the page is pre-rendered without a query) */
  state: SearchState | null;
  /** what the customer has typed; becomes `state.q` SEARCH_DEBOUNCE_MS after the last keystroke */
  text: string;
  setText(text: string): void;
  /** sends the typed text at once (Enter) */
  submitText(): void;
  /** changes a filter or the sort and starts again on page 1 */
  setFilter(change: Partial<Pick<SearchState, 'category' | 'type' | 'sort' | 'all'>>): void;
  setPage(page: number): void;
  reset(): void;
}

/**
 * The search the URL describes, with debounced general search (SPEC §7, §9). `typed`: text typed
 * into the server's field before this code ran, which wins over the URL's text once.
 */
export function useSearchState(typed = ''): SearchControls {
  const router = useRouter();
  const urlQuery = router.isReady ? (router.asPath.split('#')[0]!.split('?')[1] ?? '') : null;
  const [adopted, setAdopted] = useState<string | null>(null);
  const [state, setState] = useState<SearchState | null>(null);
  const [text, setTextValue] = useState('');
  const [debouncer] = useState(() => createDebouncer(SEARCH_DEBOUNCE_MS));

  // A navigation (a category link, Back) brings a new query: adopt it, as React recommends for
  // state that follows a prop, during render rather than in an effect.
  if (urlQuery !== null && urlQuery !== adopted) {
    const fromUrl = parseSearchState(new URLSearchParams(urlQuery));
    const next =
      adopted === null && typed && typed !== fromUrl.q ? { ...fromUrl, q: typed, page: 1 } : fromUrl;
    setAdopted(urlQuery);
    setState(next);
    setTextValue(next.q);
  }

  useEffect(() => {
    if (state) replaceUrlQuery(state);
  }, [state]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const update = (change: (current: SearchState) => SearchState) =>
    setState((current) => change(current ?? defaultSearch));
  const setText = (value: string) => {
    setTextValue(value);
    debouncer.schedule(() => update((s) => (s.q === value ? s : { ...s, q: value, page: 1 })));
  };
  const submitText = () => debouncer.flush();
  const setFilter: SearchControls['setFilter'] = (change) => {
    debouncer.flush();
    update((s) => ({ ...s, ...change, page: 1 }));
  };
  const setPage = (page: number) => update((s) => ({ ...s, page }));
  const reset = () => {
    debouncer.cancel();
    setTextValue('');
    update(() => defaultSearch);
  };

  return { state, text, setText, submitText, setFilter, setPage, reset };
}
