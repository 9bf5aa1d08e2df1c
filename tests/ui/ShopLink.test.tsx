import { describe, expect, it } from 'vitest';
import { ShopLink, SmartLink } from '@/ui/layout/ShopLink';
import { fireEvent, render, screen } from './render';

describe('ShopLink', () => {
  it.each([
    ['the default language', 'default', '/shop/topup/congstar', '/shop/topup/congstar'],
    ["another of the shop's languages", 'en', '/shop/topup/congstar', '/en/shop/topup/congstar'],
    ['the main page in another language', 'en', '/', '/en'],
  ])(
    'in %s writes the page language into the path as Next does: %s %s → %s',
    (_case, locale, href, shown) => {
      render(<ShopLink href={href}>go</ShopLink>, { router: { locale, defaultLocale: 'default' } });
      expect(screen.getByRole('link', { name: 'go' }).getAttribute('href')).toBe(shown);
    },
  );

  it('navigates on the client on a plain click, and prefetches the page only when pointed at', async () => {
    const { user, router } = render(<ShopLink href="/shop/checkout/cart">cart</ShopLink>);
    expect(router.prefetch).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('link', { name: 'cart' }));
    expect(router.prefetch).toHaveBeenCalledWith('/shop/checkout/cart');
    await user.click(screen.getByRole('link', { name: 'cart' }));
    expect(router.push).toHaveBeenCalledWith('/shop/checkout/cart');
  });

  it.each([
    ['a new tab (ctrl)', { ctrlKey: true }],
    ['a new tab (cmd)', { metaKey: true }],
    ['a new window', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves %s to the browser', (_case, init) => {
    const { router } = render(<ShopLink href="/shop">shop</ShopLink>);
    const link = screen.getByRole('link', { name: 'shop' });
    const notPrevented = fireEvent.click(link, init);
    expect(notPrevented).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('SmartLink', () => {
  it('gives external sites and mail a plain link', async () => {
    const { user, router } = render(<SmartLink href="mailto:help@example.com">mail</SmartLink>);
    const link = screen.getByRole('link', { name: 'mail' });
    expect(link.getAttribute('href')).toBe('mailto:help@example.com');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(router.push).not.toHaveBeenCalled();
  });
});
