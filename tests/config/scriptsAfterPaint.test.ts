import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, SCRIPTS_AFTER_PAINT } from '@/config/scriptsAfterPaint';
import { contentSecurityPolicy } from '@/server/csp';

const SOURCES = [
  '/_next/static/chunks/webpack.js',
  '/_next/static/chunks/framework.js',
  '/_next/static/chunks/main.js',
];

interface Appended {
  src: string;
  async: boolean;
}

/**
 * Runs the loader as the end of the body runs it, against a document with the markers _document
 * renders; the frame and the timer are queues the test runs by hand.
 */
function loadPage(visibilityState: 'visible' | 'hidden') {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`script[${AFTER_PAINT_ATTRIBUTE}]`);
      return SOURCES.map((src) => ({
        getAttribute: (name: string) => (name === AFTER_PAINT_ATTRIBUTE ? src : null),
      }));
    },
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      return { src: '', async: true };
    },
    head: { appendChild: (script: Appended) => appended.push({ ...script }) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', SCRIPTS_AFTER_PAINT)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  /** runs the callbacks queued so far: one frame, or one round of timers (each a task) */
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    appended,
    paint: () => run(frames),
    task: () => run(timers),
    hide: () => {
      document.visibilityState = 'hidden';
    },
  };
}

const inOrder = SOURCES.map((src) => ({ src, async: false }));

describe("the loader of the application's scripts", () => {
  it('loads nothing before the first frame, nor in it, then each script in order, one task each', () => {
    const page = loadPage('visible');
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    for (let count = 1; count <= SOURCES.length; count++) {
      page.task();
      expect(page.appended).toEqual(inOrder.slice(0, count));
    }
    page.task();
    expect(page.appended).toEqual(inOrder);
  });

  it('loads them at once in a hidden page, which never paints', () => {
    expect(loadPage('hidden').appended).toEqual(inOrder);
  });

  it('loads the rest at once when the page is hidden meanwhile, where timers wait a second each', () => {
    const page = loadPage('visible');
    page.paint();
    page.task();
    page.hide();
    page.task();
    expect(page.appended).toEqual(inOrder);
  });

  it('is allowed by the CSP by the hash of its exact text', () => {
    const hash = createHash('sha256').update(SCRIPTS_AFTER_PAINT).digest('base64');
    expect(contentSecurityPolicy(false)).toContain(`'sha256-${hash}'`);
  });
});
