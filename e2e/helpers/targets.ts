import type { Page } from '@playwright/test';

/** The house's smallest tap target, edge to edge (WCAG 2.5.5), as src/tenancy/theme.ts sets it. */
export const TARGET_PX = 44;

/** A target on the page that is smaller than TARGET_PX and too close to another one. */
export interface TargetFault {
  target: string;
  width: number;
  height: number;
  /** what its circle meets, when it meets something */
  near?: string;
}

/**
 * The visible targets of the page that break the tap-target rule. The rule, as WCAG 2.5.5 and
 * 2.5.8 word it with the house's 44 px in place of their 44 and 24:
 *
 * - A target is what a finger presses: a link, a button, anything with role button, tab, link,
 *   menuitem, checkbox, radio or switch (MUI's clickable chips are role button), and for a native
 *   checkbox or radio the label it sits in (the box alone is what MUI hides under its ripple), or
 *   its own wrapper when it has no label.
 * - It passes when its box is at least 44 × 44 px,
 * - or by spacing (2.5.8's exception): a 44 px circle centred on its box meets no other target's box
 *   and no other undersized target's circle; touching is not meeting. A target inside another
 *   (a button in a labelled row) does not count against it.
 * - Exempt, as in WCAG: a link inline in running text (displayed inline in a block that has other
 *   text), a disabled control (nothing to hit), and what is not shown (not rendered, invisible,
 *   transparent, under 2 px, or moved out of the page, like the skip link until it is focused).
 */
export function tapTargetFaults(page: Page): Promise<TargetFault[]> {
  return page.evaluate((size) => {
    const radius = size / 2;
    const selector = [
      'a[href]',
      'button',
      'summary',
      'select',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=menuitem]',
      '[role=checkbox]:not(input)',
      '[role=radio]:not(input)',
      '[role=switch]:not(input)',
    ].join(',');
    const elements = new Set<Element>(document.querySelectorAll(selector));
    for (const input of document.querySelectorAll('input[type=checkbox], input[type=radio]')) {
      const target = input.closest('label') ?? input.parentElement;
      if (target) elements.add(target);
    }

    const disabled = (element: Element) =>
      element.matches(':disabled, [aria-disabled="true"]') ||
      element.querySelector('input:disabled') !== null;
    const shown = (element: Element, rect: DOMRect) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width >= 2 &&
      rect.height >= 2 &&
      rect.right > 0 &&
      rect.left < document.documentElement.scrollWidth &&
      rect.bottom + window.scrollY > 0;
    /** a link displayed inline, in a block whose text is more than the link's */
    const inText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = element.textContent?.trim().length ?? 0;
      return (block?.textContent?.trim().length ?? 0) > own;
    };
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      const id = element.id ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };

    const targets = [...elements]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => shown(element, rect) && !disabled(element));
    const undersized = targets.filter(
      ({ element, rect }) => (rect.width < size || rect.height < size) && !inText(element),
    );
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    const circleMeetsBox = (c: { x: number; y: number }, rect: DOMRect) => {
      const dx = c.x - Math.max(rect.left, Math.min(c.x, rect.right));
      const dy = c.y - Math.max(rect.top, Math.min(c.y, rect.bottom));
      return Math.hypot(dx, dy) < radius;
    };

    const faults: TargetFault[] = [];
    for (const { element, rect } of undersized) {
      const c = centre(rect);
      const box = targets.find((other) => !related(element, other.element) && circleMeetsBox(c, other.rect));
      const circle = undersized.find((other) => {
        if (related(element, other.element)) return false;
        const o = centre(other.rect);
        return Math.hypot(c.x - o.x, c.y - o.y) < size;
      });
      const near = box ?? circle;
      if (near)
        faults.push({
          target: name(element),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          near: name(near.element),
        });
    }
    return faults;
  }, TARGET_PX);
}
