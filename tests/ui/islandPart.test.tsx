import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { islandPart } from '@/ui/shell/islandPart';

function Phone({ value = '' }: { value?: string }) {
  return <input aria-label="phone" name="phone" id="phone" defaultValue={value} />;
}

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Island = islandPart(() => arrived.then(() => Phone));
  return { Island, arrive };
}

const adopt = (root: HTMLElement) => ({ value: root.querySelector('input')!.value });

afterEach(() => document.body.replaceChildren());

describe('islandPart', () => {
  it('keeps the server HTML and what was typed into it, then takes it over with focus in place', async () => {
    const Rendered = islandPart(() => Promise.resolve(Phone));
    await Rendered.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Rendered fallback={null} />);
    document.body.append(container);
    const typed = container.querySelector('input')!;
    typed.value = '0151 1234';
    typed.focus();
    typed.setSelectionRange(4, 4);

    const { Island, arrive } = deferredIsland();
    await act(async () => {
      hydrateRoot(container, <Island fallback={<p>loading</p>} adopt={adopt} />);
    });
    // hydration left the server's field alone
    expect(container.querySelector('input')).toBe(typed);
    expect(typed.value).toBe('0151 1234');

    await act(async () => arrive());
    const field = container.querySelector('input')!;
    expect(field).not.toBe(typed);
    expect(field.value).toBe('0151 1234');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(4);
  });

  it('shows the fallback in a browser-only render until the code is in', async () => {
    const { Island, arrive } = deferredIsland();
    render(<Island fallback={<p>loading</p>} adopt={adopt} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveProperty('value', '');
  });

  it('holds the code back while inactive, keeping the server HTML, and fetches it once active', async () => {
    const Rendered = islandPart(() => Promise.resolve(Phone));
    await Rendered.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Rendered fallback={null} />);
    document.body.append(container);
    const served = container.querySelector('input')!;

    let fetched = 0;
    const Island = islandPart(() => {
      fetched += 1;
      return Promise.resolve(Phone);
    });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island fallback={null} active={false} />);
    });
    expect(fetched).toBe(0);
    expect(container.querySelector('input')).toBe(served);

    await act(async () => root!.render(<Island fallback={null} active />));
    expect(fetched).toBe(1);
    expect(container.querySelector('input')).not.toBe(served);
  });
});
