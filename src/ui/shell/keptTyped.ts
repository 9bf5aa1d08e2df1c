import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { KEEP_TYPED_ATTRIBUTE, TYPED_LIVE_ATTRIBUTE } from '@/config/keptTyped';
import { records } from './keptRecords';

/** The last value of each field changed before the form's code took it over, by name (else id). */
export type TypedValues = Readonly<Record<string, string | boolean>>;

/** A text value among the typed ones (a checkbox's state is no text). */
export const typedText = (typed: TypedValues, name: string): string | undefined => {
  const value = typed[name];
  return typeof value === 'string' ? value : undefined;
};

/** The props of a kept form's element: its key, and the ref the hook takes it over by. */
export interface KeptFormProps {
  ref: RefObject<HTMLFormElement | null>;
  [KEEP_TYPED_ATTRIBUTE]: string;
}

/**
 * Takes a server-rendered form over from `KEPT_TYPED_SCRIPT` (ADR 22). What the customer typed and
 * chose before hydration goes to `adopt` in the hydrating commit, before the browser paints or
 * takes another key: a controlled field left with its server state would be emptied by the next
 * render. Until the form is `ready` (its state restored from storage, where it has one) the
 * script goes on noting, and it all goes to `adopt` again over the restored state. Then a submit
 * pressed meanwhile is carried out once, as soon as the form's submit button is enabled, and the
 * form is React's alone (`data-typed-live`). Parts of an island may leave out `adopt`: the island
 * hands them what was typed into its server HTML (`deferredPart` with `ssr`). Spread the props on the `<form>`.
 */
export function useKeptTyped(key: string, adopt?: (typed: TypedValues) => void, ready = true): KeptFormProps {
  const form = useRef<HTMLFormElement | null>(null);
  // a state, not a ref: the submit must see the render that holds the adopted values
  const [replay, setReplay] = useState(false);
  const adoptTyped = useEffectEvent((typed: TypedValues) => adopt?.(typed));

  useLayoutEffect(() => {
    const element = form.current;
    if (!element || element.hasAttribute(TYPED_LIVE_ATTRIBUTE)) return;
    const kept = records();
    const done = kept?.[key];
    if (done && Object.keys(done.values).length > 0) adoptTyped(done.values);
    if (!ready) return;
    element.setAttribute(TYPED_LIVE_ATTRIBUTE, '');
    if (!kept || !done) return;
    delete kept[key];
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the press waits for the adopted values' render
    if (done.submitted) setReplay(true);
  }, [key, ready]);

  useEffect(() => {
    const element = form.current;
    if (!replay || !element) return;
    const send = () => {
      if (element.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled) return false;
      setReplay(false);
      element.requestSubmit();
      return true;
    };
    if (send()) return;
    // the button may be disabled until the page's data is in (the payment page's cart)
    const watch = new MutationObserver(send);
    watch.observe(element, { attributes: true, attributeFilter: ['disabled'], subtree: true });
    return () => watch.disconnect();
  }, [replay]);

  return { ref: form, [KEEP_TYPED_ATTRIBUTE]: key };
}
