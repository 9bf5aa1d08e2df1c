import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { chunkLoader } from './deferredPart';

const noSubscription = () => () => undefined;

/** True on the server and while hydrating its HTML; false in a render that only the browser does. */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Where focus was inside the island, to put it back on the same field once the part has replaced it. */
interface FocusSpot {
  id: string;
  name: string;
  /** a radio's value: which of the group had focus */
  value: string | null;
  start: number | null;
  end: number | null;
}

function focusSpot(root: HTMLElement): FocusSpot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || !root.contains(active))
    return null;
  const radio = active instanceof HTMLInputElement && active.type === 'radio';
  const text = active instanceof HTMLInputElement && !radio;
  return {
    id: active.id,
    name: active.name,
    value: radio ? active.value : null,
    start: text ? active.selectionStart : null,
    end: text ? active.selectionEnd : null,
  };
}

function findSpot(root: HTMLElement, spot: FocusSpot): HTMLInputElement | HTMLSelectElement | undefined {
  return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].find((field) =>
    spot.id
      ? field.id === spot.id
      : field.name === spot.name && (spot.value === null || field.value === spot.value),
  );
}

export interface IslandProps<P> {
  /** shown when the page is rendered in the browser (a client navigation) until the code is in */
  fallback: ReactNode;
  /** reads what the customer did in the server's HTML (typed, chosen) as props for the part */
  adopt?: (root: HTMLElement) => Partial<P>;
  /** false holds the code back (the server's HTML stays): the part may not be needed at all */
  active?: boolean;
}

/**
 * A part of a pre-rendered page whose code stays out of the first load although its content is in
 * the server's HTML. Hydration leaves that HTML alone (an opaque element), so it shows and takes
 * typing from the first paint; once the code is in, the part renders over it with what the
 * customer did there (`adopt`) and focus on the same field. Suspense would keep the HTML too, but
 * React streams large Suspense content behind inline scripts, which the CSP forbids (ADR 0008).
 * Tests may `load` the code ahead to render the part at once.
 */
export function islandPart<P extends object>(importer: () => Promise<ComponentType<P>>) {
  const { load, loaded } = chunkLoader(importer);
  // the server renders the part, so its code is in before the first page renders
  if (typeof window === 'undefined') void load();

  function Island({ fallback, adopt, active = true, ...props }: P & IslandProps<P>) {
    const fromServer = useServerRender();
    // fixed at the first render: whether there is server HTML to keep
    const [hydrated] = useState(fromServer);
    const [Part, setPart] = useState(loaded);
    const [adopted, setAdopted] = useState<Partial<P>>({});
    const root = useRef<HTMLDivElement>(null);
    const focus = useRef<FocusSpot | null>(null);

    useEffect(() => {
      if (Part || !active) return;
      let mounted = true;
      load().then(
        (part) => {
          if (!mounted) return;
          // What was typed is read and the part rendered over it in one task, so no keystroke can
          // fall between the two.
          flushSync(() => {
            if (root.current && hydrated) {
              setAdopted(adopt?.(root.current) ?? {});
              focus.current = focusSpot(root.current);
            }
            setPart(() => part);
          });
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Part, adopt, hydrated, active]);

    useLayoutEffect(() => {
      const spot = focus.current;
      if (!Part || !spot || !root.current) return;
      focus.current = null;
      const field = findSpot(root.current, spot);
      field?.focus();
      if (field instanceof HTMLInputElement && spot.start !== null)
        field.setSelectionRange(spot.start, spot.end);
    }, [Part]);

    if (Part)
      return (
        <div ref={root}>
          <Part {...(props as unknown as P)} {...adopted} />
        </div>
      );
    if (!hydrated) return fallback;
    // React neither hydrates nor replaces the children of an element with inner HTML of its own
    return <div ref={root} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }

  return Object.assign(Island, { load });
}
