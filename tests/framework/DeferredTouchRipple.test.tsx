import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// each test starts as a page does, without the ripple's code
beforeEach(() => vi.resetModules());

/** A ripple as ButtonBase mounts it on a first press, and the ripple elements drawn in it. */
async function mounted() {
  const { default: DeferredTouchRipple } = await import('@/framework/DeferredTouchRipple');
  const actions = createRef<TouchRippleActions>();
  const { container } = render(
    <span style={{ position: 'relative', display: 'inline-block', width: 80, height: 30 }}>
      <DeferredTouchRipple ref={actions} />
    </span>,
  );
  const drawn = () => [...container.querySelectorAll('.MuiTouchRipple-ripple')];
  return { actions, drawn };
}

const press = { type: 'mousedown', clientX: 10, clientY: 10 } as never;

describe("ButtonBase's ripple, whose code comes when a button first needs it", () => {
  it('draws a press made before its code was in, once the code is in', async () => {
    const { actions, drawn } = await mounted();
    act(() => actions.current!.start(press));
    expect(drawn()).toEqual([]);
    await waitFor(() => expect(drawn()).toHaveLength(1));
  });

  it('makes a release made before its code was in too: the ripple fades out', async () => {
    const { actions, drawn } = await mounted();
    act(() => {
      actions.current!.start(press);
      actions.current!.stop(press);
    });
    await waitFor(() => {
      expect(drawn()).toHaveLength(1);
      expect(drawn()[0]!.querySelector('.MuiTouchRipple-childLeaving')).not.toBeNull();
    });
  });

  it("keeps a keyboard focus's pulsating ripple asked for before its code was in", async () => {
    const { actions, drawn } = await mounted();
    act(() => actions.current!.pulsate());
    await waitFor(() => expect(drawn()[0]?.className).toContain('MuiTouchRipple-ripplePulsate'));
  });

  it('draws at once once its code is in', async () => {
    const first = await mounted();
    act(() => first.actions.current!.start(press));
    await waitFor(() => expect(first.drawn()).toHaveLength(1));
    const { actions, drawn } = await mounted();
    act(() => actions.current!.start(press));
    expect(drawn()).toHaveLength(1);
  });
});
