/**
 * Whether two values read from JSON (a backend's answer, stored state) hold the same content, at any
 * depth. A reducer that receives again what the state holds keeps the state's object when this is
 * true: a new object with the same content would render every part that shows it again, for nothing.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
