/**
 * WCAG 2.x colour arithmetic: themes derive readable text from a brand's seed colours instead of
 * hand-tuning each tenant (STYLE "themes are derived from a few seed colours").
 */

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;
/** WCAG AA for large text, controls' boundaries and focus indicators (1.4.3, 1.4.11). */
export const AA_UI = 3;

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, weight: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as unknown as Rgb);
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';

/**
 * Black or white text, whichever contrasts more with `background`. One of the two always reaches
 * at least 4.58:1 (the square root of 21), so the choice is AA for every background.
 */
export function readableTextOn(background: string): typeof WHITE | typeof BLACK {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * `colour`, darkened (towards black) or lightened (towards white) in small steps until it reaches
 * `target` contrast against every one of `backgrounds`. Unchanged when it already does.
 */
export function ensureContrast(
  colour: string,
  backgrounds: readonly string[],
  direction: 'darken' | 'lighten',
  target = AA_TEXT,
): string {
  const towards = direction === 'darken' ? BLACK : WHITE;
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= target);
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(colour, towards, step / 20);
    if (passes(candidate)) return candidate === colour.toLowerCase() ? colour : candidate;
  }
  return towards;
}
