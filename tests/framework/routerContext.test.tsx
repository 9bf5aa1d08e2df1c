import { useRouter, type NextRouter } from 'next/router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouterContext } from '@/framework/routerContext';

function Path() {
  return <p>{useRouter().asPath}</p>;
}

// What tests/ui/render.tsx relies on to render pages outside Next with a router of its own.
describe("Next's router context", () => {
  it('is the context useRouter reads', () => {
    const router = { asPath: '/shop/cart' } as NextRouter;
    const html = renderToString(
      <RouterContext.Provider value={router}>
        <Path />
      </RouterContext.Provider>,
    );
    expect(html).toBe('<p>/shop/cart</p>');
  });
});
