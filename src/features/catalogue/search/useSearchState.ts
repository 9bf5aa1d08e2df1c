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

/** A change of the search by the customer, applied to the search it is made on. */
type Change = (current: SearchState) => SearchState;

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
  // The customer's changes made before the router knew the URL. A pre-rendered page learns its
  // query only after hydration, when Next's router has its manifests, and the search's code can
  // come first: a filter chosen in the server's form (handed over by useKeptTyped) or in these
  // controls would then be replaced by the URL's search. They are replayed over it instead.
  const [early, setEarly] = useState<readonly Change[]>([]);

  // A navigation (a category link, Back) brings a new query: adopt it, as React recommends for
  // state that follows a prop, during render rather than in an effect.
  if (urlQuery !== null && urlQuery !== adopted) {
    const fromUrl = parseSearchState(new URLSearchParams(urlQuery));
    const first = adopted === null;
    const start = first && typed && typed !== fromUrl.q ? { ...fromUrl, q: typed, page: 1 } : fromUrl;
    const next = first ? early.reduce((search, change) => change(search), start) : start;
    setAdopted(urlQuery);
    setState(next);
    setTextValue(next.q);
    if (first && early.length > 0) setEarly([]);
  }

  useEffect(() => {
    if (state) replaceUrlQuery(state);
  }, [state]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const apply = (change: Change) => setState((current) => change(current ?? defaultSearch));
  const remember = (change: Change) => {
    if (urlQuery === null) setEarly((changes) => [...changes, change]);
  };
  const update = (change: Change) => {
    apply(change);
    remember(change);
  };
  const setText = (value: string) => {
    setTextValue(value);
    const change: Change = (s) => (s.q === value ? s : { ...s, q: value, page: 1 });
    // remembered at once: the URL's search may come before the wait runs out, and would empty the field
    remember(change);
    debouncer.schedule(() => apply(change));
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
