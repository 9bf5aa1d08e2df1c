import { act, useId, useLayoutEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { KEPT_TYPED_SCRIPT } from '@/config/keptTyped';
import { deferredPart, type Wake } from '@/ui/shell/deferredPart';
import { useKeptTyped } from '@/ui/shell/keptTyped';

function Phone({ value = '' }: { value?: string }) {
  return <input aria-label="phone" name="phone" id="phone" defaultValue={value} />;
}

/** A field as MUI's TextField writes it: its id made by useId, different in the browser's render. */
function GeneratedIdPhone({ value = '' }: { value?: string }) {
  return (
    <>
      <input aria-label="name" name="name" id={`${useId()}-name`} />
      <input aria-label="phone" name="phone" id={useId()} defaultValue={value} />
    </>
  );
}

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Island = deferredPart(() => arrived.then(() => Phone), { ssr: true });
  return { Island, arrive };
}

/** A deferred part that counts its code's fetches; the first `failing` of them fail (offline). */
function counted<P extends object>(Part: ComponentType<P>, ssr: boolean, failing = 0) {
  let fetched = 0;
  const Deferred = deferredPart(
    () => {
      fetched += 1;
      return fetched <= failing ? Promise.reject(new Error('offline')) : Promise.resolve(Part);
    },
    { ssr },
  );
  return { Deferred, fetched: () => fetched };
}

const adopt = (root: HTMLElement) => ({ value: root.querySelector('input')!.value });

/** The server's HTML of a part, in the document, as a pre-rendered page brings it. */
async function serverHtml(Part: ComponentType) {
  const Rendered = deferredPart(() => Promise.resolve(Part), { ssr: true });
  await Rendered.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Rendered fallback={null} />);
  document.body.append(container);
  return container;
}

// a part starts its code's fetch in a task of its own, after the commit's effects
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Runs the tasks the parts have set, and what their code's arrival renders. */
const tasks = () => act(() => vi.runAllTimersAsync());

describe('deferredPart with ssr', () => {
  it('keeps the server HTML and what was typed into it, then takes it over with focus in place', async () => {
    const container = await serverHtml(Phone);
    const typed = container.querySelector('input')!;
    typed.value = '0151 1234';
    typed.focus();
    typed.setSelectionRange(4, 4);

    const { Island, arrive } = deferredIsland();
    await act(async () => {
      hydrateRoot(container, <Island fallback={<p>loading</p>} adopt={adopt} />);
    });
    await tasks();
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

  it('puts focus back on the same field by its name where the browser gives it another id', async () => {
    const container = await serverHtml(GeneratedIdPhone);
    const typed = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
    typed.value = '+2126123';
    typed.focus();
    typed.setSelectionRange(8, 8);

    const Island = deferredPart(() => Promise.resolve(GeneratedIdPhone), { ssr: true });
    const phoneAdopt = (root: HTMLElement) => ({
      value: root.querySelector<HTMLInputElement>('input[name="phone"]')!.value,
    });
    await act(async () => {
      hydrateRoot(container, <Island fallback={null} adopt={phoneAdopt} />);
    });
    await tasks();
    const field = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
    expect(field).not.toBe(typed);
    expect(field.id).not.toBe(typed.id);
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(8);
  });

  it('shows the fallback in a browser-only render until the code is in', async () => {
    const { Island, arrive } = deferredIsland();
    render(<Island fallback={<p>loading</p>} adopt={adopt} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await tasks();
    await act(async () => arrive());
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveProperty('value', '');
  });

  it('holds the code back while inactive, keeping the server HTML, and fetches it once active', async () => {
    const container = await serverHtml(Phone);
    const served = container.querySelector('input')!;

    const { Deferred: Island, fetched } = counted(Phone, true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island fallback={null} active={false} />);
    });
    await tasks();
    expect(fetched()).toBe(0);
    expect(container.querySelector('input')).toBe(served);

    await act(async () => root!.render(<Island fallback={null} active />));
    await tasks();
    expect(fetched()).toBe(1);
    expect(container.querySelector('input')).not.toBe(served);
  });

  it('presses again a button pressed in the server HTML while its code, fetched at load, was on its way', async () => {
    const pressed: string[] = [];
    function Accept({ served = false }: { served?: boolean }) {
      return (
        <button type="button" onClick={() => pressed.push(served ? 'served' : 'accept')}>
          accept
        </button>
      );
    }
    const container = await serverHtml(() => <Accept served />);
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Island = deferredPart(() => arrived.then(() => Accept), { ssr: true });
    await act(async () => {
      hydrateRoot(container, <Island fallback={null} />);
    });
    await tasks();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'accept' })));
    expect(pressed).toEqual([]);
    await act(async () => arrive());
    await tasks();
    expect(pressed).toEqual(['accept']);
  });

  describe('woken by interaction', () => {
    /** The server's HTML of the part in the document, and an island hydrated over it that counts its fetches. */
    async function served() {
      const container = await serverHtml(Phone);
      const field = container.querySelector('input')!;
      const { Deferred: Island, fetched } = counted(Phone, true);
      const hydrate = (wake: Wake = 'interaction', watch?: string) =>
        act(async () => {
          hydrateRoot(container, <Island fallback={null} adopt={adopt} wake={wake} watch={watch} />);
        });
      return { container, field, hydrate, fetched };
    }

    it('keeps the server HTML and leaves the code unfetched while the page is only read', async () => {
      const page = await served();
      await page.hydrate();
      await act(async () => fireEvent.scroll(window));
      expect(page.fetched()).toBe(0);
      expect(page.container.querySelector('input')).toBe(page.field);
    });

    it.each([
      ['points at it', (field: HTMLElement) => fireEvent.pointerOver(field)],
      [
        'touches it',
        (field: HTMLElement) => {
          fireEvent.pointerDown(field);
          fireEvent.pointerUp(field);
        },
      ],
      ['focuses a field', (field: HTMLElement) => field.focus()],
      ['presses a key in it', (field: HTMLElement) => fireEvent.keyDown(field, { key: '0' })],
    ])('fetches the code and takes over when the customer %s', async (_, reach) => {
      const page = await served();
      await page.hydrate();
      expect(page.fetched()).toBe(0);
      page.field.value = '0151';
      await act(async () => reach(page.field));
      await tasks();
      expect(page.fetched()).toBe(1);
      const field = page.container.querySelector('input')!;
      expect(field).not.toBe(page.field);
      expect(field.value).toBe('0151');
    });

    it.each([
      ['light', 'dark'],
      ['dark', 'light'],
    ])('draws the part with its code when the page turns from %s to %s', async (from, to) => {
      const html = document.documentElement;
      html.className = from;
      const page = await served();
      await page.hydrate();
      // a class that is not the scheme leaves the server HTML as it is
      await act(async () => html.classList.add('other'));
      expect(page.fetched()).toBe(0);
      await act(async () => html.classList.replace(from, to));
      await tasks();
      expect(page.fetched()).toBe(1);
      expect(page.container.querySelector('input')).not.toBe(page.field);
      html.className = '';
    });

    it('draws the part with its code when the page turned between hydration and its effects', async () => {
      const html = document.documentElement;
      html.className = 'light';
      const container = await serverHtml(Phone);
      const { Deferred, fetched } = counted(Phone, true);
      // a toggle pressed as soon as the page answers: after the commit, before passive effects
      function Toggle() {
        useLayoutEffect(() => {
          html.classList.replace('light', 'dark');
        }, []);
        return null;
      }
      await act(async () => {
        hydrateRoot(
          container,
          <>
            <Deferred fallback={null} adopt={adopt} wake="interaction" />
            <Toggle />
          </>,
        );
      });
      await tasks();
      expect(fetched()).toBe(1);
      html.className = '';
    });

    it('presses again, once the part has rendered, the button pressed in the server HTML', async () => {
      const pressed: string[] = [];
      function Buttons({ served = false }: { served?: boolean }) {
        return (
          <>
            <button type="button" onClick={() => pressed.push('back')}>
              back
            </button>
            <button type="button" onClick={() => pressed.push(served ? 'served' : 'add')}>
              add
            </button>
          </>
        );
      }
      const container = await serverHtml(() => <Buttons served />);
      const Island = deferredPart(() => Promise.resolve(Buttons), { ssr: true });
      await act(async () => {
        hydrateRoot(container, <Island fallback={null} wake="interaction" />);
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'add' })));
      await tasks();
      expect(pressed).toEqual(['add']);
    });

    it('renders over the server HTML only once a press under way is released, so its click is not lost', async () => {
      const pressed: string[] = [];
      function Add({ served = false }: { served?: boolean }) {
        return (
          <button type="button" onClick={() => pressed.push(served ? 'served' : 'add')}>
            add
          </button>
        );
      }
      const container = await serverHtml(() => <Add served />);
      const Island = deferredPart(() => Promise.resolve(Add), { ssr: true });
      await act(async () => {
        hydrateRoot(container, <Island fallback={null} wake="interaction" />);
      });
      const served = screen.getByRole('button', { name: 'add' });
      // the press wakes the part; its code arrives while the pointer is still down
      await act(async () => fireEvent.pointerDown(served));
      await tasks();
      expect(container.querySelector('button')).toBe(served);
      await act(async () => {
        fireEvent.pointerUp(served);
        fireEvent.click(served);
      });
      await tasks();
      expect(container.querySelector('button')).not.toBe(served);
      expect(pressed).toEqual(['add']);
    });

    it('wakes for a form sent before hydration, which its part sends once (the kept form, ADR 22)', async () => {
      new Function(KEPT_TYPED_SCRIPT)();
      const sent: unknown[] = [];
      function Form({ value = '' }: { value?: string }) {
        const kept = useKeptTyped('island-form');
        return (
          <form
            {...kept}
            onSubmit={(event) => {
              event.preventDefault();
              sent.push(new FormData(event.currentTarget).get('phone'));
            }}
          >
            <Phone value={value} />
          </form>
        );
      }
      const container = await serverHtml(Form);
      container.querySelector('input')!.value = '0151';
      // Enter in its one field, before the page's scripts
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      container.querySelector('form')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      const Island = deferredPart(() => Promise.resolve(Form), { ssr: true });
      await act(async () => {
        hydrateRoot(container, <Island fallback={null} wake="interaction" adopt={adopt} />);
      });
      await tasks();
      expect(sent).toEqual(['0151']);
    });

    it('with `visible`, fetches the code once the part comes into view', async () => {
      let show = (_: boolean) => undefined as void;
      let watched: Element | null = null;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
            show = (isIntersecting) => callback([{ isIntersecting }]);
          }
          observe(element: Element) {
            watched = element;
          }
          disconnect() {}
        },
      );
      const page = await served();
      await page.hydrate('visible', 'input');
      expect(watched).toBe(page.field);
      await act(async () => show(false));
      await tasks();
      expect(page.fetched()).toBe(0);
      await act(async () => show(true));
      await tasks();
      expect(page.fetched()).toBe(1);
      expect(page.container.querySelector('input')).not.toBe(page.field);
      vi.unstubAllGlobals();
    });

    it('takes over at once when the customer was in it before hydration', async () => {
      const page = await served();
      page.field.focus();
      page.field.value = '01';
      await page.hydrate();
      await tasks();
      expect(page.fetched()).toBe(1);
      expect(page.container.querySelector('input')!.value).toBe('01');
      expect(document.activeElement).toBe(page.container.querySelector('input'));
    });
  });
});

describe('deferredPart without ssr', () => {
  function Post({ title }: { title: string }) {
    return <h2>{title}</h2>;
  }

  it('shows the fallback on the server and until both the code and the data are in', async () => {
    const { Deferred, fetched } = counted(Post, false);
    expect(renderToString(<Deferred fallback={<p>loading</p>} title="news" />)).toBe('<p>loading</p>');
    expect(fetched()).toBe(0);

    const { rerender } = render(<Deferred fallback={<p>loading</p>} ready={false} title="news" />);
    await tasks();
    expect(fetched()).toBe(1);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => rerender(<Deferred fallback={<p>loading</p>} ready title="news" />));
    expect(screen.getByRole('heading', { name: 'news' })).toBeTruthy();
  });

  it('fetches its code in a task of its own, not among the effects of the commit that mounted it', async () => {
    const { Deferred, fetched } = counted(Post, false);
    render(<Deferred fallback={<p>loading</p>} title="news" />);
    expect(fetched()).toBe(0);
    await tasks();
    expect(fetched()).toBe(1);
    expect(screen.getByRole('heading', { name: 'news' })).toBeTruthy();
  });

  it('fetches code that failed to come again for a new `retry`', async () => {
    const { Deferred, fetched } = counted(Post, false, 1);
    const { rerender } = render(<Deferred fallback={<p>loading</p>} retry={1} title="news" />);
    await tasks();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => rerender(<Deferred fallback={<p>loading</p>} retry={2} title="news" />));
    await tasks();
    expect(fetched()).toBe(2);
    expect(screen.getByRole('heading', { name: 'news' })).toBeTruthy();
  });

  it('with background, a render of the page that changes none of its props does not render it again', async () => {
    const rendered = vi.fn();
    function CountedPost({ title }: { title: string }) {
      rendered();
      return <h2>{title}</h2>;
    }
    const Deferred = deferredPart(() => Promise.resolve(CountedPost), { ssr: false, background: true });
    await Deferred.load();
    function Page() {
      const [, setCount] = useState(0);
      const [title, setTitle] = useState('news');
      return (
        <>
          <button onClick={() => setCount((count) => count + 1)}>same</button>
          <button onClick={() => setTitle('update')}>update</button>
          <Deferred fallback={null} title={title} />
        </>
      );
    }
    render(<Page />);
    await act(async () => undefined);
    const before = rendered.mock.calls.length;
    await act(async () => screen.getByRole('button', { name: 'same' }).click());
    await act(async () => screen.getByRole('button', { name: 'same' }).click());
    expect(rendered).toHaveBeenCalledTimes(before);
    await act(async () => screen.getByRole('button', { name: 'update' }).click());
    expect(screen.getByRole('heading').textContent).toBe('update');
    expect(rendered.mock.calls.length).toBeGreaterThan(before);
  });

  it.each([
    [true, 'news'],
    [false, 'update'],
  ])(
    'with background %s, the update that brings new props shows %s; the part catches up after',
    async (background, shownInSyncRender) => {
      const Deferred = deferredPart(() => Promise.resolve(Post), { ssr: false, background });
      await Deferred.load();
      function Page() {
        const [title, setTitle] = useState('news');
        return (
          <>
            <button onClick={() => flushSync(() => setTitle('update'))}>update</button>
            <Deferred fallback={null} title={title} />
          </>
        );
      }
      render(<Page />);
      await act(async () => undefined);
      expect(screen.getByRole('heading').textContent).toBe('news');
      act(() => {
        // rendered at once and in one piece, as a store's update is
        screen.getByRole('button').dispatchEvent(new MouseEvent('click', { bubbles: true }));
        expect(screen.getByRole('heading').textContent).toBe(shownInSyncRender);
      });
      expect(screen.getByRole('heading').textContent).toBe('update');
    },
  );
});
