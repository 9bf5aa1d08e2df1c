/** The attribute that holds an application script's address until the page has painted. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Runs at the end of every page's body: loads the application's scripts, in their order, once the
 * page has painted (ADR 19). Listed in the head as `<script src defer>`, they were fetched and
 * compiled, on other threads, while the document was laid out for its first paint; on a phone's
 * few cores that layout then took three to five times as long, and the first paint waited for it.
 * The content is server-rendered and typing before hydration is kept (ADR 8), so the page is read
 * and used while they arrive. A hidden page (a background tab) never paints: it loads them at once.
 * Inline, allowed by its hash in the CSP (`inlineScriptHashes`); the exact text is what is hashed.
 */
export const SCRIPTS_AFTER_PAINT = `(function(){function load(){document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(marker){var script=document.createElement('script');script.src=marker.getAttribute('${AFTER_PAINT_ATTRIBUTE}');script.async=false;document.head.appendChild(script)})}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(load)});else load()})()`;
