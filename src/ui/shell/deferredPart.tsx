import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/router';
import { flushSync } from 'react-dom';
import { KEEP_TYPED_ATTRIBUTE } from '@/config/keptTyped';
import { keptWithin } from './keptRecords';

const noSubscription = () => () => undefined;

/** True on the server and while hydrating its HTML; false in a render that only the browser does. */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The `wake` of a part on a page whose URL may ask something of it (a prefilled form, a search): its
 * code comes at once when the query holds one of `keys`, else when the customer reaches for it.
 */
export function useWakeOnQuery(keys: readonly string[], otherwise: Wake = 'interaction'): Wake {
  const { isReady, query } = useRouter();
  return isReady && keys.some((key) => query[key] !== undefined) ? 'load' : otherwise;
}

/** Where focus was inside the part, to put it back on the same field once the code has replaced it. */
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
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
  // an id made by useId differs between the server's render and the browser's, so the name decides
  // where the id is not found again
  return (
    fields.find((field) => spot.id && field.id === spot.id) ??
    fields.find(
      (field) => spot.name && field.name === spot.name && (spot.value === null || field.value === spot.value),
    )
  );
}

/**
 * A pointer pressed inside a part's server HTML and not yet released. Replacing an element between
 * a press and its release loses the click (the browser sends none when the element released is not
 * the one pressed), so a part renders over its server HTML only between presses.
 */
class Press {
  private down = false;
  private waiting: (() => void)[] = [];

  pressed(): void {
    this.down = true;
  }

  /** a task after the release: the click the release makes has been dispatched by then */
  released(): void {
    if (!this.down) return;
    setTimeout(() => {
      this.down = false;
      for (const resolve of this.waiting.splice(0)) resolve();
    });
  }

  over(): Promise<void> {
    return this.down ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }
}

interface ShownProps<P> {
  Part: ComponentType<P>;
  props: P;
  adopted: Partial<P>;
}

/** Whether two props objects hold the same values, field by field. */
function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/** The part once in, rendered again only when one of these changes (see `background`). */
const Shown = memo(function Shown<P extends object>({ Part, props, adopted }: ShownProps<P>) {
  return <Part {...props} {...adopted} />;
}) as <P extends object>(props: ShownProps<P>) => ReactNode;

export type Wake = 'load' | 'interaction' | 'visible';

export interface DeferredOptions {
  /**
   * true: the server renders the part and its HTML stays, showing and taking typing, until the code
   * is in (`wake`, `adopt`). false: the part's content exists only in the browser (stored state, data
   * fetched after hydration, a dialog), so the server and the browser show `fallback` until then.
   */
  ssr: boolean;
  /**
   * The part shows data the page receives (a cart, an order's outcome): a change of its props
   * renders it in the background, in slices between which the browser paints and answers input,
   * instead of in the store update's render, which React cannot slice (a long task on a phone).
   * Not for a part whose fields the page controls: a typed value must show at once.
   */
  background?: boolean;
}

export interface DeferredProps<P> {
  /** shown until the code (and with it `ready`) is in, wherever there is no server HTML to keep */
  fallback: ReactNode;
  /** whether the data the part shows has arrived; `fallback` stands in until then */
  ready?: boolean;
  /** a new value (the data's own retry) retries a failed fetch of the part's code */
  retry?: unknown;
  /** false holds the code back (the server's HTML or the fallback stays): the part may not be needed */
  active?: boolean;
  /** with `ssr`: reads what the customer did in the server's HTML (typed, chosen) as props for the part */
  adopt?: (root: HTMLElement) => Partial<P>;
  /**
   * With `ssr`, when the code comes: at once (`load`), or once the customer reaches for the part
   * (`interaction`: points at, touches, focuses or types in it, or did so before the page was
   * hydrated), or also once it comes into view (`visible`: a part that shows what only its code
   * fetches; not ahead of the screen, which would wake what sits just below it on every load, ADR
   * 17). The colour scheme turning (a class on <html>, ADR 0031) wakes it too, as the server HTML's
   * styles carry the scheme it was rendered in. A button pressed meanwhile is pressed again once the
   * part has rendered. A form's submit (its button, or Enter) is the kept form's (`useKeptTyped`,
   * ADR 22): held from the first paint and carried out once by the part's form.
   */
  wake?: Wake;
  /** for `visible`: the element inside the part whose coming into view wakes it (the part itself) */
  watch?: string;
}

/** What tells that a customer reaches for a part, before pressing anything in it. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * A part of a page whose code stays out of the first load: the one way to defer a part
 * (docs/architecture.md §7). With `ssr`, hydration leaves the server's HTML of the part alone (an
 * opaque element), so it shows and takes typing from the first paint; once the code is in, the part
 * renders over it with what the customer did there (`adopt`) and focus on the same field (ADR 0008,
 * 0015, 0022). Without, the code is fetched when the component mounts, alongside the data, and the
 * part renders once both are there. `React.lazy`/Suspense would keep the HTML too, but React streams
 * large Suspense content behind inline scripts, which the CSP forbids (ADR 0008); `next/dynamic`
 * would add Next's loadable runtime to every page. The code is fetched once; a failed fetch
 * (offline) is tried again on the next `load`. Tests may `load` the code ahead.
 */
export function deferredPart<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { ssr, background = false }: DeferredOptions,
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  function load(): Promise<ComponentType<P>> {
    pending ??= importer().then((arrived) => (loaded = arrived));
    pending.catch(() => (pending = null));
    return pending;
  }
  // the server renders the part, so its code is in before the first page renders
  if (ssr && typeof window === 'undefined') void load();

  function Deferred({
    fallback,
    ready = true,
    retry,
    active = true,
    adopt,
    wake = 'load',
    watch,
    ...props
  }: P & DeferredProps<P>) {
    const fromServer = useServerRender();
    // fixed at the first render: whether there is server HTML to keep (a part whose data had not
    // arrived rendered its fallback there, as the browser does)
    const [kept] = useState(ssr && fromServer && ready);
    const [Part, setPart] = useState(() => loaded);
    // data arriving after the code renders the part in the background, as the code itself does
    const shown = useDeferredValue(ready);
    // with `background`, the render of the store's update keeps the props the part has (Shown bails
    // out) and a background render brings the new ones
    const current = props as unknown as P;
    // The props object is new on every render of the page: kept while its fields are the same, so
    // that a render of the page that changes nothing of the part's (the address's keys replaced, a
    // store update for another part) schedules no background render of the whole part.
    const [sameProps, setSameProps] = useState(current);
    const changed = background && !sameFields(sameProps, current);
    if (changed) setSameProps(current);
    // null without `background`: a new props object on every render would schedule a background
    // render each time for nothing
    const deferredProps = useDeferredValue(background ? (changed ? current : sameProps) : null) ?? current;
    const [adopted, setAdopted] = useState<Partial<P>>({});
    const root = useRef<HTMLDivElement>(null);
    const focus = useRef<FocusSpot | null>(null);
    const [reached, setReached] = useState(false);
    // the scheme the kept HTML's styles carry, read while hydrating it: a toggle pressed between
    // hydration and this part's effects has turned it already
    const [servedDark] = useState(
      () => typeof document !== 'undefined' && document.documentElement.classList.contains('dark'),
    );
    const awaited = kept && !Part && wake !== 'load';
    const waiting = awaited && !reached;
    // which of the part's buttons was pressed before the part had rendered
    const pressed = useRef<number | null>(null);
    const [press] = useState(() => new Press());

    useEffect(() => {
      const element = root.current;
      if (!waiting || !element) return;
      const html = document.documentElement;
      const turned = () => html.classList.contains('dark') !== servedDark;
      // the customer was in it, or typed or sent a form in it, before the page hydrated
      if (element.contains(document.activeElement) || keptWithin(element) || turned()) {
        setReached(true);
        return;
      }
      const reach = () => setReached(true);
      for (const type of REACH_EVENTS) element.addEventListener(type, reach, { passive: true });
      const scheme = new MutationObserver(() => turned() && reach());
      scheme.observe(html, { attributeFilter: ['class'] });
      const view =
        wake === 'visible'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach())
          : null;
      view?.observe((watch && element.querySelector(watch)) || element);
      return () => {
        for (const type of REACH_EVENTS) element.removeEventListener(type, reach);
        view?.disconnect();
        scheme.disconnect();
      };
    }, [waiting, wake, watch, servedDark]);

    // a press on the server's HTML before the part is in (it also wakes a part that waits for the
    // customer) is listened to until the part is in, and pressed again then
    useEffect(() => {
      const element = root.current;
      if (!kept || Part || !element) return;
      const press = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!button || button.disabled) return;
        // a kept form's submit is held and carried out by its own form (useKeptTyped), once
        if (!(button.type === 'submit' && button.form?.hasAttribute(KEEP_TYPED_ATTRIBUTE)))
          pressed.current = [...element.querySelectorAll('button')].indexOf(button);
        setReached(true);
      };
      element.addEventListener('click', press);
      return () => element.removeEventListener('click', press);
    }, [kept, Part]);

    useEffect(() => {
      const element = root.current;
      if (!kept || Part || !element) return;
      const pressed = () => press.pressed();
      // released anywhere: the pointer may leave the part while it is down
      const released = () => press.released();
      const ends = ['pointerup', 'pointercancel'] as const;
      element.addEventListener('pointerdown', pressed, { capture: true, passive: true });
      for (const type of ends) window.addEventListener(type, released, { capture: true, passive: true });
      return () => {
        element.removeEventListener('pointerdown', pressed, { capture: true });
        for (const type of ends) window.removeEventListener(type, released, { capture: true });
      };
    }, [kept, Part, press]);

    useEffect(() => {
      if (Part || !active || waiting) return;
      let mounted = true;
      // The fetch starts in a task of its own: started here, it would join the commit's effects in
      // one long task (a page hydrating mounts several parts at once, each adding scripts).
      const start = setTimeout(() =>
        load()
          .then(async (part) => {
            await press.over();
            return part;
          })
          .then(
            (part) => {
              if (!mounted) return;
              const element = root.current;
              if (!adopt || !element || !kept) {
                // nothing typed to carry over: React may render the part in slices, between which the
                // browser paints and answers input
                startTransition(() => setPart(() => part));
                return;
              }
              // What was typed is read and the part rendered over it in one task, so no keystroke can
              // fall between the two.
              flushSync(() => {
                setAdopted(adopt(element));
                focus.current = focusSpot(element);
                setPart(() => part);
              });
            },
            () => undefined,
          ),
      );
      return () => {
        mounted = false;
        clearTimeout(start);
      };
    }, [Part, adopt, kept, active, waiting, retry, press]);

    useLayoutEffect(() => {
      const element = root.current;
      if (!Part || !element) return;
      const spot = focus.current;
      focus.current = null;
      if (spot) {
        const field = findSpot(element, spot);
        field?.focus();
        if (field instanceof HTMLInputElement && spot.start !== null)
          field.setSelectionRange(spot.start, spot.end);
      }
      const press = pressed.current;
      pressed.current = null;
      if (press !== null) element.querySelectorAll('button')[press]?.click();
    }, [Part]);

    if (Part && shown) {
      const part = <Shown Part={Part} props={deferredProps} adopted={adopted} />;
      // the element the server HTML was kept in stays, for focus and the pressed button to be found
      return ssr ? <div ref={root}>{part}</div> : part;
    }
    if (!kept) return fallback;
    // React neither hydrates nor replaces the children of an element with inner HTML of its own
    return <div ref={root} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }

  return Object.assign(Deferred, { load });
}
