/**
 * A tenant's font stack (SPEC §3 fonts, §9 default Arial) goes into the CSS of every page: only a
 * list of family names of a plain form is accepted, and written back with every name quoted, so no
 * tenant file can end the declaration and write CSS of its own.
 */

/** CSS's generic families and the system-font keywords, which are keywords only when not quoted. */
const KEYWORDS = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
  '-apple-system',
  'blinkmacsystemfont',
]);

/** A family name: letters (any script), digits, spaces and hyphens, starting with a letter or digit. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
const MAX_FAMILIES = 12;
const MAX_NAME = 64;

/**
 * The families of a stack as written (`Arial, 'Segoe UI', sans-serif`): each a keyword, or a name
 * of the allowed form, bare or in one kind of quotes. Null when any is neither.
 */
export function fontFamilies(stack: string): string[] | null {
  const entries = stack.split(',').map((entry) => entry.trim());
  if (entries.length === 0 || entries.length > MAX_FAMILIES) return null;
  const families: string[] = [];
  for (const entry of entries) {
    const quoted = /^(['"])(.*)\1$/.exec(entry);
    const name = (quoted ? quoted[2] : entry)?.replace(/\s+/g, ' ').trim() ?? '';
    if (!quoted && KEYWORDS.has(name.toLowerCase())) families.push(name);
    else if (name.length <= MAX_NAME && NAME.test(name)) families.push(`"${name}"`);
    else return null;
  }
  return families;
}

/** The stack as CSS writes it safely: keywords bare, every family name in double quotes. */
export function cssFontStack(stack: string): string | null {
  return fontFamilies(stack)?.join(', ') ?? null;
}

/** SPEC §9: the default font, for a stack that is none of the allowed form (the schema refuses it first). */
export const DEFAULT_FONT_STACK = '"Arial", sans-serif';

/** A tenant's stack for the theme: always one CSS reads as a font stack and nothing more. */
export const themeFontStack = (stack: string): string => cssFontStack(stack) ?? DEFAULT_FONT_STACK;
