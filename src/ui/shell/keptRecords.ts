import { KEEP_TYPED_ATTRIBUTE, KEPT_PRESSES_GLOBAL, KEPT_TYPED_GLOBAL } from '@/config/keptTyped';

// Apart from the hook (keptTyped.ts): every page's islands read these, only forms need the hook.

/** What `KEPT_TYPED_SCRIPT` noted in one form. */
interface Kept {
  values: Record<string, string | boolean>;
  submitted: boolean;
}

export function records(): Record<string, Kept> | undefined {
  return (window as unknown as Partial<Record<string, Record<string, Kept>>>)[KEPT_TYPED_GLOBAL];
}

/** Whether a form inside `root` holds something the customer did before its code took it over. */
export function keptWithin(root: HTMLElement): boolean {
  const kept = records();
  return (
    kept !== undefined &&
    [...root.querySelectorAll(`form[${KEEP_TYPED_ATTRIBUTE}]`)].some(
      (form) => kept[form.getAttribute(KEEP_TYPED_ATTRIBUTE) ?? ''] !== undefined,
    )
  );
}

/**
 * Presses again, once and in their order, the buttons `KEPT_TYPED_SCRIPT` saw pressed before React
 * took the page: call it when the page has hydrated, after the effects that listen for presses (a
 * deferred part's). Each press after the first waits a task, as a hand's would, so that it meets
 * the render the one before made. A button gone or disabled by then is not pressed.
 */
export function replayKeptPresses(): void {
  const held = (window as unknown as Partial<Record<string, HTMLButtonElement[]>>)[KEPT_PRESSES_GLOBAL];
  const presses = held?.splice(0) ?? [];
  const next = () => {
    const button = presses.shift();
    if (button?.isConnected && !button.disabled) button.click();
    if (presses.length) setTimeout(next);
  };
  next();
}
