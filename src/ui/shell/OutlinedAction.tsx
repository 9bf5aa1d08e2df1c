import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import type { ActionProps } from '@/ui/layout/ShellButtons';

/**
 * Button, `variant="outlined"`, `color="inherit"`, large: the advertisements' call to action, drawn
 * on ButtonBase for the reason ContainedAction gives.
 */
const OutlinedActionRoot = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  padding: '7px 21px',
  fontSize: theme.typography.pxToRem(15),
  minWidth: 64,
  borderRadius: theme.shape.borderRadius,
  border: '1px solid currentColor',
  color: 'inherit',
  transition: theme.transitions.create(['background-color', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  '@media (hover: hover)': {
    '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
  },
}));
export function OutlinedAction(props: ActionProps) {
  return <OutlinedActionRoot focusRipple {...props} />;
}
