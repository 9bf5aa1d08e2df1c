/** The attribute that holds an application script's address until the page has painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Runs at the end of every page's body: loads the application's scripts, in their order, once the
 * page has painted (ADR 19). Listed in the head as `<script src defer>`, they were fetched and
 * compiled, on other threads, while the document was laid out for its first paint; on a phone's
 * few cores that layout then took three to five times as long, and the first paint waited for it.
 * The content is server-rendered and typing before hydration is kept (ADR 8), so the page is read
 * and used while they arrive. Each script is added in a task of its own (`async = false` keeps
 * their order): a request takes the main thread several milliseconds, and the dozen a page asks for
 * made one task of 80 ms (traced in bench:lighthouse), longer than a press may wait. A hidden page
 * (a background tab, whose timers run once a second) never paints: it adds the rest at once.
 * Inline, allowed by its hash in the CSP (`inlineScriptHashes`); the exact text is what is hashed.
 */
export const SCRIPTS_AFTER_PAINT = `(function(){var markers=[].slice.call(document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]'));function add(marker){var script=document.createElement('script');script.src=marker.getAttribute('${AFTER_PAINT_ATTRIBUTE}');script.async=false;document.head.appendChild(script)}function next(){if(document.visibilityState!=='visible'){markers.splice(0).forEach(add);return}var marker=markers.shift();if(marker){add(marker);setTimeout(next)}}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(next)});else next()})()`;
