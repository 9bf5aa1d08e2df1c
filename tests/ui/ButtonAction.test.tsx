import Button from '@mui/material/Button';
import { alpha, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTenantTheme } from '@/tenancy/theme';
import { ButtonAction } from '@/ui/shell/ButtonAction';
import { tenantFixture } from './tenantFixture';

// ButtonAction stands in for MUI's Button on the payment page (the pay button, the empty page's way
// back, the e-mail shortcuts, the address lookup) and must look as Button did there.

/** Sizes and type: compared with Button's own computed styles. */
const SHAPE = [
  'padding',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'min-width',
  'border-radius',
  'border-width',
] as const;
const shapeOf = (element: Element) => {
  const style = getComputedStyle(element);
  return Object.fromEntries(SHAPE.map((property) => [property, style.getPropertyValue(property)]));
};

/** A colour as the browser writes it (Button's colours are CSS variables, which jsdom does not read). */
function cssColour(value: string) {
  const probe = document.createElement('i');
  probe.style.color = value;
  return probe.style.color;
}

const CASES = [
  { variant: 'contained', size: 'large' },
  { variant: 'contained', size: 'medium' },
  { variant: 'outlined', size: 'small' },
  { variant: 'text', size: 'small' },
] as const;

describe('ButtonAction', () => {
  const tenant = tenantFixture();
  const theme = createTenantTheme(tenant, tenant.defaultColorScheme);
  const { primary, action } = theme.palette;

  it.each(CASES)("has MUI Button's size and type, at rest and disabled: %o", (look) => {
    for (const disabled of [false, true]) {
      render(
        <ThemeProvider theme={theme}>
          <Button {...look} disabled={disabled}>
            mui
          </Button>
          <ButtonAction {...look} disabled={disabled}>
            drawn
          </ButtonAction>
        </ThemeProvider>,
      );
      const mui = screen.getByRole('button', { name: 'mui' });
      expect(shapeOf(screen.getByRole('button', { name: 'drawn' }))).toEqual(shapeOf(mui));
      document.body.innerHTML = '';
    }
  });

  // Button's colours for `color="primary"` (its --variant-* variables), and action's when disabled
  it.each([
    ['contained', { color: primary.contrastText, 'background-color': primary.main }],
    ['outlined', { color: primary.main, 'border-top-color': alpha(primary.main, 0.5) }],
    ['text', { color: primary.main }],
  ] as const)("has MUI Button's colours, %s", (variant, colours) => {
    render(
      <ThemeProvider theme={theme}>
        <ButtonAction variant={variant}>on</ButtonAction>
        <ButtonAction variant={variant} disabled>
          off
        </ButtonAction>
      </ThemeProvider>,
    );
    const on = getComputedStyle(screen.getByRole('button', { name: 'on' }));
    for (const [property, value] of Object.entries(colours))
      expect(on.getPropertyValue(property)).toBe(cssColour(value));
    const off = getComputedStyle(screen.getByRole('button', { name: 'off' }));
    expect(off.getPropertyValue('color')).toBe(cssColour(action.disabled));
    if (variant === 'contained')
      expect(off.getPropertyValue('background-color')).toBe(cssColour(action.disabledBackground));
    if (variant === 'outlined')
      expect(off.getPropertyValue('border-top-color')).toBe(cssColour(action.disabledBackground));
  });

  it('is a button of the given type that presses, and no button at all while disabled', async () => {
    const press = vi.fn();
    const { rerender } = render(
      <ButtonAction type="submit" variant="contained" size="large" onClick={press}>
        Pay
      </ButtonAction>,
    );
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.getAttribute('type')).toBe('submit');
    // no look prop reaches the element
    expect(pay.hasAttribute('variant')).toBe(false);
    expect(pay.hasAttribute('size')).toBe(false);
    await userEvent.click(pay);
    expect(press).toHaveBeenCalledTimes(1);
    rerender(
      <ButtonAction type="submit" variant="contained" size="large" onClick={press} disabled>
        Pay
      </ButtonAction>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
  });
});
