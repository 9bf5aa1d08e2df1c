import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import type { ActionProps } from '@/ui/layout/ShellButtons';

/*
 * MUI's Button in the primary colour, in its three variants and sizes, drawn on ButtonBase as the
 * shell's buttons are (ShellButtons): the full component brings the other colours' styles, the
 * button groups' contexts and the loading spinner, 2.6 KB of the payment page's first load for its
 * pay button, the e-mail shortcuts and the address lookup. Resting, hover, pressed, keyboard-focus
 * and disabled states are Button's (tests/ui/ButtonAction.test.tsx compares them).
 */

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';

/** Button's padding per variant and size; an outlined one gives a pixel to its border. */
const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_PX: Partial<Record<Size, number>> = { small: 13, large: 15 };

interface Look {
  variant: Variant;
  size: Size;
}
const looks = new Set(['variant', 'size']);

const ButtonActionRoot = styled(ButtonBase, { shouldForwardProp: (prop) => !looks.has(String(prop)) })<Look>(
  ({ theme, variant, size }) => {
    const { palette, shadows } = theme;
    const main = palette.primary.main;
    const hoverTint = alpha(main, palette.action.hoverOpacity);
    const fontPx = FONT_PX[size];
    const ring = theme.focusVisible || undefined;
    const common = {
      ...theme.typography.button,
      ...(fontPx && { fontSize: theme.typography.pxToRem(fontPx) }),
      minWidth: 64,
      padding: PADDING[variant][size],
      borderRadius: theme.shape.borderRadius,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      '&.Mui-disabled': { color: palette.action.disabled },
    };
    if (variant === 'contained')
      return {
        ...common,
        border: 0,
        color: palette.primary.contrastText,
        backgroundColor: main,
        boxShadow: shadows[2],
        '&:hover': {
          textDecoration: 'none',
          boxShadow: shadows[4],
          '@media (hover: none)': { boxShadow: shadows[2] },
        },
        '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
        '&:active': { boxShadow: shadows[8] },
        '&.Mui-focusVisible': {
          ...ring,
          boxShadow: ring?.boxShadow ? `${shadows[6]}, ${ring.boxShadow}` : shadows[6],
        },
        '&.Mui-disabled': {
          color: palette.action.disabled,
          boxShadow: shadows[0],
          backgroundColor: palette.action.disabledBackground,
        },
      };
    if (variant === 'outlined')
      return {
        ...common,
        border: `1px solid ${alpha(main, 0.5)}`,
        color: main,
        '@media (hover: hover)': { '&:hover': { borderColor: main, backgroundColor: hoverTint } },
        '&.Mui-disabled': {
          color: palette.action.disabled,
          border: `1px solid ${palette.action.disabledBackground}`,
        },
      };
    return {
      ...common,
      border: 0,
      color: main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverTint } },
    };
  },
);

export type ButtonActionProps = ActionProps & Partial<Look>;

/** Button, `color="primary"`: `variant` text (the default), outlined or contained; `size` medium by default. */
export function ButtonAction({ variant = 'text', size = 'medium', ...props }: ButtonActionProps) {
  return <ButtonActionRoot focusRipple variant={variant} size={size} {...props} />;
}
