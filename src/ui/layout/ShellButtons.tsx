import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import { useState, type ElementType, type ReactNode } from 'react';

/*
 * The header's and footer's buttons and the cart count, drawn as MUI's IconButton, Button and Badge
 * draw them, in the few variants used here. The buttons stay on ButtonBase, so the ripple, the focus
 * ripple and the theme's focus ring are MUI's own; what is left out is every other variant's styles
 * and the loading spinner (CircularProgress) each full component imports, code that would be in
 * every page's first load.
 */

/** IconButton, medium, `color="inherit"`. */
const IconActionRoot = styled(ButtonBase)(({ theme }) => ({
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  color: 'inherit',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
}));

/** ButtonBase's props, with `component` and `href` as on IconButton and Button */
export type ActionProps = ButtonBaseProps & { component?: ElementType; href?: string };

export function IconAction(props: ActionProps) {
  return <IconActionRoot focusRipple centerRipple {...props} />;
}

/** Button, medium, `color="inherit"`, text (`variant` left out) or outlined and small. */
const TextActionRoot = styled(ButtonBase, {
  shouldForwardProp: (prop) => prop !== 'outlined',
})<{ outlined?: boolean }>(({ theme, outlined }) => ({
  ...theme.typography.button,
  textTransform: 'none',
  minWidth: 64,
  borderRadius: theme.shape.borderRadius,
  transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
    duration: theme.transitions.duration.short,
  }),
  color: 'inherit',
  '&:hover': { textDecoration: 'none' },
  '@media (hover: hover)': {
    '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
  },
  ...(outlined
    ? { padding: '3px 9px', fontSize: theme.typography.pxToRem(13), border: '1px solid currentColor' }
    : { padding: '6px 8px', border: 0 }),
}));
export function TextAction(props: ActionProps & { outlined?: boolean }) {
  return <TextActionRoot focusRipple {...props} />;
}

/** Button's `startIcon` slot (medium). */
export const StartIcon = styled('span')({
  display: 'inherit',
  alignItems: 'center',
  marginRight: 8,
  marginLeft: -4,
  '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
  '& > *:nth-of-type(1)': { fontSize: 20 },
});

const BadgeRoot = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
});

const BadgeCount = styled('span')(({ theme }) => ({
  display: 'flex',
  flexFlow: 'row wrap',
  placeContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  top: 0,
  right: 0,
  boxSizing: 'border-box',
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  minWidth: 20,
  lineHeight: 1,
  padding: '0 6px',
  height: 20,
  borderRadius: 10,
  zIndex: 1,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  transformOrigin: '100% 0%',
  transform: 'scale(1) translate(50%, -50%)',
  transition: theme.transitions.create('transform', {
    easing: theme.transitions.easing.easeInOut,
    duration: theme.transitions.duration.enteringScreen,
  }),
  '&[data-hidden]': {
    transform: 'scale(0) translate(50%, -50%)',
    transition: theme.transitions.create('transform', {
      easing: theme.transitions.easing.easeInOut,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
}));

/** Badge, standard, primary, top right; hidden at 0 and shown as `max+` above `max`. */
export function CountBadge({ count, max, children }: { count: number; max: number; children: ReactNode }) {
  // like Badge, the last count stays in the bubble while it shrinks away at 0
  const [shown, setShown] = useState(count);
  if (count > 0 && count !== shown) setShown(count);
  const value = count > 0 ? count : shown;
  return (
    <BadgeRoot>
      {children}
      <BadgeCount aria-hidden data-hidden={count === 0 || undefined}>
        {value > 0 && (value > max ? `${max}+` : value)}
      </BadgeCount>
    </BadgeRoot>
  );
}
