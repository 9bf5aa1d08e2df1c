import type { CommitViewState } from './commitSlice';

/**
 * Whether two views show the same outcome, their `hydrated` flags aside: the page reads that flag
 * apart (`selectCommitHydrated`), so the stored state coming back renders none of the outcome. A
 * module of the result page's own, not of the slice, which is in every page's first load.
 */
export function sameOutcome(a: CommitViewState, b: CommitViewState): boolean {
  const names = Object.keys(a) as (keyof CommitViewState)[];
  return (
    names.length === Object.keys(b).length &&
    names.every((name) => name === 'hydrated' || Object.is(a[name], b[name]))
  );
}
