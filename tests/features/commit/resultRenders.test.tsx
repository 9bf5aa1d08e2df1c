import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { commitStarted, initialView } from '@/features/commit/commitSlice';
import { REHYDRATE } from '@/framework/persistActions';
import type * as Contents from '@/features/commit/ResultContents';
import { ResultContents, ResultPage } from '@/features/commit/ResultPage';
import { render, screen } from '../../ui/render';

const renders = vi.hoisted(() => ({ count: 0 }));

// the outcome's part, counted: each of its renders is the larger part of a page's render on a phone
vi.mock('@/features/commit/ResultContents', async (importOriginal) => {
  const actual = await importOriginal<typeof Contents>();
  return {
    ...actual,
    ResultContents: (props: Parameters<typeof actual.ResultContents>[0]) => {
      renders.count += 1;
      return actual.ResultContents(props);
    },
  };
});

beforeAll(async () => {
  await ResultContents.load();
});

/** The result page of SBX42, its outcome shown; no commit runs (not hydrated). */
async function shownSuccess() {
  const { store } = render(<ResultPage variant="order" orderNumber="SBX42" />, {
    preloadedState: { commitView: { ...initialView, orderNumber: 'SBX42', status: 'Success' } },
    router: { query: { orderNumber: 'SBX42' } },
  });
  await screen.findByTestId('result-status');
  return store;
}

describe('the result page', () => {
  it('renders the outcome again only when the outcome changes, not with every render of the page', async () => {
    const store = await shownSuccess();
    const before = renders.count;
    // the commit starting renders the page (the running order is its key), not the outcome
    await act(async () => store.dispatch(commitStarted({ orderNumber: 'SBX42', cartName: 'cart-1' })));
    await act(async () => store.dispatch(commitStarted({ orderNumber: 'SBX43', cartName: 'cart-2' })));
    expect(renders.count).toBe(before);
  });

  it('renders none of the outcome when the stored state comes back', async () => {
    const store = await shownSuccess();
    const before = renders.count;
    // no stored state: only the hydrated flags change, which the outcome does not show
    await act(async () => store.dispatch({ type: REHYDRATE, key: 'shop', payload: undefined }));
    expect(store.getState().commitView.hydrated).toBe(true);
    expect(renders.count).toBe(before);
  });
});
