import {
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Loads a part's code once; `loaded()` is the component once it has arrived. A failed fetch
 * (offline) is tried again on the next `load`.
 */
export function chunkLoader<P>(importer: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  function load(): Promise<ComponentType<P>> {
    pending ??= importer().then((arrived) => (component = arrived));
    pending.catch(() => (pending = null));
    return pending;
  }
  return { load, loaded: () => component };
}

export interface DeferredProps {
  /** whether the data the part shows has arrived; `fallback` stands in until then */
  ready: boolean;
  /** the placeholder, also rendered on the server */
  fallback: ReactNode;
  /** a new value (the data's own retry) retries a failed fetch of the part's code */
  retry?: unknown;
}

/**
 * A part of a page that first renders once data the browser fetches after hydration has arrived
 * (the catalogue, the stored cart), or only in the browser at all. Until then the server's HTML and
 * the browser show its placeholder, so its code need not be loaded before hydration: the returned
 * component fetches it when it mounts, alongside the data, and renders the part once both are
 * there. Tests may `load` the code ahead.
 */
export function deferredPart<P extends object>(importer: () => Promise<ComponentType<P>>) {
  const { load, loaded } = chunkLoader(importer);

  function Deferred({ ready, fallback, retry, ...props }: P & DeferredProps) {
    const [Part, setPart] = useState(loaded);
    useEffect(() => {
      if (Part) return;
      let active = true;
      load().then(
        // a transition: React renders the arrived part in slices, between which the page stays responsive
        (part) => active && startTransition(() => setPart(() => part)),
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, [Part, retry]);
    // Data arriving after the code renders the part in the background too, for the same reason.
    const Shown = useDeferredValue(ready ? Part : null);
    return Shown ? <Shown {...(props as P)} /> : fallback;
  }

  return Object.assign(Deferred, { load });
}
