/** On a form whose typing and submit are kept until its code takes it over: the form's key. */
export const KEEP_TYPED_ATTRIBUTE = 'data-keep-typed';

/** Set on a kept form once its code has taken it over: from then on React's handlers have it. */
export const TYPED_LIVE_ATTRIBUTE = 'data-typed-live';

/** The window property that holds what was done in each kept form, by its key, until it is taken. */
export const KEPT_TYPED_GLOBAL = '__keptTyped';

/** The window property that holds the buttons pressed before React took the page, in their order. */
export const KEPT_PRESSES_GLOBAL = '__keptPresses';

/** The element Next hydrates the page into; React marks it as its root when it takes the page. */
const PAGE_ROOT_ID = '__next';

/**
 * Runs in every shop page's head, before the body paints (ADR 22): from the first paint until a
 * kept form's code takes it over (hydration, or an island's part rendering over the server's
 * form), it notes the last value of each field the customer changed, by the field's name (else
 * its id; a radio only when checked, a checkbox's checked state), and a submit (a press of the
 * submit button, or Enter). The browser would send such a form itself, reloading the page with
 * what was typed in its address: the submit is held (`preventDefault`) and stopped before React's
 * root listener, so that the form's code carries it out exactly once. Any other button pressed
 * before React has taken the page (the footer's consent link, the scheme switch, a part's button)
 * is noted too, and pressed again once the page has hydrated (`replayKeptPresses`); from the moment
 * React holds the page's root it dispatches, and replays, presses itself. A form's submit button is
 * left to its form. Inline, allowed by its hash in the CSP (`inlineScriptHashes`); the exact text
 * is what is hashed.
 */
export const KEPT_TYPED_SCRIPT = `(function(){var kept=window.${KEPT_TYPED_GLOBAL}={};function form(event){var target=event.target;var found=target&&target.closest?target.closest('form[${KEEP_TYPED_ATTRIBUTE}]'):null;return found&&!found.hasAttribute('${TYPED_LIVE_ATTRIBUTE}')?found:null}function entry(found){var key=found.getAttribute('${KEEP_TYPED_ATTRIBUTE}');return kept[key]||(kept[key]={values:{},submitted:false})}function note(event){var found=form(event),field=event.target,name=field.name||field.id;if(!found||!name||field.type==='radio'&&!field.checked)return;entry(found).values[name]=field.type==='checkbox'?field.checked:field.value}document.addEventListener('input',note,true);document.addEventListener('change',note,true);document.addEventListener('submit',function(event){var found=form(event);if(!found)return;event.preventDefault();event.stopPropagation();entry(found).submitted=true},true);var presses=window.${KEPT_PRESSES_GLOBAL}=[];document.addEventListener('click',function(event){var root=document.getElementById('${PAGE_ROOT_ID}'),target=event.target,button=target&&target.closest?target.closest('button'):null;if(!root||!button||button.disabled||button.type==='submit'&&button.form||Object.keys(root).some(function(key){return key.indexOf('__reactContainer$')===0}))return;presses.push(button)},true)})()`;
