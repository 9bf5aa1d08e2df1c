import { createHash } from 'node:crypto';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_PRESSES_GLOBAL, KEPT_TYPED_SCRIPT, TYPED_LIVE_ATTRIBUTE } from '@/config/keptTyped';
import { contentSecurityPolicy } from '@/server/csp';
import { replayKeptPresses } from '@/ui/shell/keptRecords';
import { typedText, useKeptTyped, type TypedValues } from '@/ui/shell/keptTyped';

interface Values {
  name: string;
  country: string;
  news: boolean;
  plan: string;
}

const EMPTY: Values = { name: '', country: 'DE', news: false, plan: 'a' };

const typedValues = (typed: TypedValues): Partial<Values> => ({
  ...(typedText(typed, 'name') !== undefined && { name: typedText(typed, 'name') }),
  ...(typedText(typed, 'country') !== undefined && { country: typedText(typed, 'country') }),
  ...(typeof typed.news === 'boolean' && { news: typed.news }),
  ...(typedText(typed, 'plan') !== undefined && { plan: typedText(typed, 'plan') }),
});

interface FormProps {
  sent: Values[];
  /** the state restored from storage once ready (the payment page's stored address) */
  stored?: Partial<Values>;
  ready?: boolean;
  busy?: boolean;
}

/** A controlled form of every kind of field, as the shop's forms are, sending what its state holds. */
function Form({ sent, stored, ready = true, busy = false }: FormProps) {
  const [values, setValues] = useState(EMPTY);
  const [restored, setRestored] = useState(false);
  // storage coming back replaces the state, as redux-persist's REHYDRATE does
  if (ready && stored && !restored) {
    setRestored(true);
    setValues({ ...EMPTY, ...stored });
  }
  const kept = useKeptTyped(
    'test-form',
    (typed) => setValues((v) => ({ ...v, ...typedValues(typed) })),
    ready,
  );
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  return (
    <form
      {...kept}
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(values);
      }}
    >
      <input
        aria-label="name"
        name="name"
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <select
        aria-label="country"
        name="country"
        value={values.country}
        onChange={(e) => set({ country: e.target.value })}
      >
        <option value="DE">DE</option>
        <option value="FR">FR</option>
      </select>
      <input
        type="checkbox"
        aria-label="news"
        name="news"
        checked={values.news}
        onChange={(e) => set({ news: e.target.checked })}
      />
      {['a', 'b'].map((plan) => (
        <input
          key={plan}
          type="radio"
          aria-label={plan}
          name="plan"
          value={plan}
          checked={values.plan === plan}
          onChange={() => set({ plan })}
        />
      ))}
      <button type="submit" disabled={busy}>
        send
      </button>
    </form>
  );
}

/** The server's HTML of the form in the document, before any of the page's scripts. */
function served(busy = false) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form sent={[]} busy={busy} />);
  document.body.append(container);
  const get = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;
  return {
    container,
    form: get<HTMLFormElement>('form'),
    name: get<HTMLInputElement>('[name="name"]'),
    country: get<HTMLSelectElement>('select'),
    news: get<HTMLInputElement>('[name="news"]'),
    planB: get<HTMLInputElement>('[value="b"]'),
    send: get<HTMLButtonElement>('button'),
  };
}

/** Types as a keyboard does: the value changes, then the field says so. */
function type(field: HTMLInputElement, text: string) {
  for (const character of text) {
    field.value += character;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

let root: Root | undefined;
async function hydrate(container: HTMLElement, props: FormProps) {
  await act(async () => {
    root = hydrateRoot(container, <Form {...props} />);
  });
}

beforeAll(() => {
  // the page's head runs it before the body paints
  new Function(KEPT_TYPED_SCRIPT)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('a kept form (ADR 22)', () => {
  it('keeps every character typed and every choice made before hydration, in the state', async () => {
    const page = served();
    type(page.name, 'Amine');
    choose(page.country, 'FR');
    page.news.click();
    page.planB.click();
    const sent: Values[] = [];
    await hydrate(page.container, { sent });

    expect(page.name.value).toBe('Amine');
    // the state, not only the field: the next render shows it and the submit sends it
    await act(async () => page.send.click());
    expect(sent).toEqual([{ name: 'Amine', country: 'FR', news: true, plan: 'b' }]);
    expect(page.country.value).toBe('FR');
    expect(page.news.checked).toBe(true);
    expect(page.planB.checked).toBe(true);
  });

  it('carries out a submit pressed before hydration once, with what was typed', async () => {
    const page = served();
    type(page.name, 'Ada');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    // the browser does not send the form itself (the page would reload)
    expect(submit.defaultPrevented).toBe(true);
    const sent: Values[] = [];
    await hydrate(page.container, { sent });
    expect(sent).toEqual([{ ...EMPTY, name: 'Ada' }]);
    expect(page.form.hasAttribute(TYPED_LIVE_ATTRIBUTE)).toBe(true);
  });

  it('once taken over, leaves a submit to the form alone: sent once, not held', async () => {
    const page = served();
    const sent: Values[] = [];
    await hydrate(page.container, { sent });
    await act(async () => page.send.click());
    await act(async () => page.send.click());
    expect(sent).toHaveLength(2);
  });

  it('keeps what was typed until the form is ready, over the state restored from storage', async () => {
    const page = served();
    type(page.name, 'A');
    const sent: Values[] = [];
    await hydrate(page.container, { sent, ready: false, stored: { name: 'Old', country: 'FR' } });
    // hydrated but not ready: React has the field, and the keeper still notes it
    await act(async () => type(page.name, 'mine'));
    await act(async () => root!.render(<Form sent={sent} ready stored={{ name: 'Old', country: 'FR' }} />));
    expect(page.name.value).toBe('Amine');
    await act(async () => page.send.click());
    // what was not typed stays as storage had it
    expect(sent).toEqual([{ ...EMPTY, name: 'Amine', country: 'FR' }]);
  });

  it('carries out a held submit once its button is enabled, not before', async () => {
    const page = served(true);
    page.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const sent: Values[] = [];
    await hydrate(page.container, { sent, busy: true });
    expect(sent).toEqual([]);
    await act(async () => root!.render(<Form sent={sent} />));
    expect(sent).toHaveLength(1);
    await act(async () => root!.render(<Form sent={sent} busy />));
    await act(async () => root!.render(<Form sent={sent} />));
    expect(sent).toHaveLength(1);
  });

  it('leaves a submit pressed before hydration to its form: no press is noted for it', async () => {
    const page = served();
    page.container.id = '__next';
    page.send.click();
    await hydrate(page.container, { sent: [] });
    expect(held()).toEqual([]);
  });

  it('is allowed by the CSP by the hash of its exact text', () => {
    const hash = createHash('sha256').update(KEPT_TYPED_SCRIPT).digest('base64');
    expect(contentSecurityPolicy(false)).toContain(`'sha256-${hash}'`);
  });
});

/** A page's button outside any form, as the footer's consent link and the scheme switch are. */
function Counter({ onPress }: { onPress: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        onPress();
      }}
    >
      pressed {count}
    </button>
  );
}

const held = () => (window as unknown as Record<string, unknown[]>)[KEPT_PRESSES_GLOBAL];

/** The counter's server HTML in Next's root element, before any of the page's scripts. */
function servedCounter() {
  const container = document.createElement('div');
  container.id = '__next';
  container.innerHTML = renderToString(<Counter onPress={() => undefined} />);
  document.body.append(container);
  return { container, button: container.querySelector('button')! };
}

describe('a button pressed before hydration (ADR 22)', () => {
  it('is pressed again once, in the page hydrated with its state', async () => {
    const page = servedCounter();
    page.button.click();
    page.button.click();
    const presses: number[] = [];
    await act(async () => {
      root = hydrateRoot(page.container, <Counter onPress={() => presses.push(presses.length)} />);
    });
    // hydration itself presses nothing: the page's shell does once its parts listen
    expect(presses).toEqual([]);
    await act(async () => replayKeptPresses());
    // the second meets the render the first made, as a hand's would
    await waitFor(() => expect(page.button.textContent).toBe('pressed 2'));
    expect(presses).toEqual([0, 1]);
    await act(async () => replayKeptPresses());
    expect(presses).toHaveLength(2);
  });

  it('is React’s alone once React holds the page: pressed once, not noted for later', async () => {
    const page = servedCounter();
    const presses: number[] = [];
    await act(async () => {
      root = hydrateRoot(page.container, <Counter onPress={() => presses.push(presses.length)} />);
    });
    await act(async () => page.button.click());
    expect(held()).toEqual([]);
    await act(async () => replayKeptPresses());
    expect(presses).toEqual([0]);
  });

  it('is not pressed again when it is gone or disabled by then', async () => {
    const page = servedCounter();
    page.button.click();
    page.button.disabled = true;
    await act(async () => replayKeptPresses());
    expect(page.button.textContent).toBe('pressed 0');
    expect(held()).toEqual([]);
  });
});
