import { KEEP_TYPED_ATTRIBUTE, KEPT_TYPED_GLOBAL } from '@/config/keptTyped';

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
