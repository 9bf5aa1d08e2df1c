import { useRouter } from 'next/router';
import { useState } from 'react';
import { ESIM_DESTINATION_PARAM } from '@/tenancy/routes';

/**
 * The destination chosen, kept in the URL (`?destination=FR`) so a reload, a shared link and Back
 * from a plan page show the same plans. Read once the router knows the URL (pre-rendered pages are
 * rendered without a query); written with replaceState, keeping Next's history entry.
 */
export function useChosenDestination(): [string | null, (id: string) => void] {
  const router = useRouter();
  const [picked, setPicked] = useState<string | null>(null);
  const inUrl = router.isReady
    ? new URLSearchParams(router.asPath.split('#')[0]!.split('?')[1] ?? '').get(ESIM_DESTINATION_PARAM)
    : null;

  const choose = (id: string) => {
    setPicked(id);
    const { pathname, search, hash } = window.location;
    const query = new URLSearchParams(search);
    query.set(ESIM_DESTINATION_PARAM, id);
    const url = `${pathname}?${query.toString()}${hash}`;
    const history = window.history.state as Record<string, unknown> | null;
    window.history.replaceState(history ? { ...history, as: url, url } : history, '', url);
  };
  return [picked ?? inUrl, choose];
}
