import { describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX } from '@/config/constants';
import { CartItemRow } from '@/features/cart/CartItemRow';
import { render, screen } from '../../ui/render';
import { cartItem } from './fakeCartBackend';

describe('cart line', () => {
  it.each(['Decrease quantity', 'Increase quantity', 'Remove Top-up 15'])(
    'the “%s” button is a 44 px touch target',
    (name) => {
      render(
        <ul>
          <CartItemRow
            item={cartItem({ itemKey: 'item-1', productName: 'Top-up 15', quantity: 2 })}
            detailed={false}
            busy={false}
            language="en"
            price={(amount) => `€${amount}`}
            onCount={() => undefined}
            onRemove={() => undefined}
          />
        </ul>,
      );
      const button = screen.getByRole('button', { name });
      const style = getComputedStyle(button);
      expect(TOUCH_TARGET_PX).toBeGreaterThanOrEqual(44);
      expect([style.width, style.height]).toEqual([`${TOUCH_TARGET_PX}px`, `${TOUCH_TARGET_PX}px`]);
    },
  );
});
