import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import type { ActionProps } from '@/ui/layout/ShellButtons';

/*
 * A page's one call to action (the message pages', the result page's; OutlinedAction: the advertisements'), drawn
 * on ButtonBase as the header's buttons are (ShellButtons): MUI's Button, with every variant's
 * styles and the loading spinner, would add 4 KB to a light page's first load for one button.
 */

/** Button, `variant="contained"`, primary, medium. */
const ContainedActionRoot = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  padding: '6px 16px',
  minWidth: 64,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[2],
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
}));
export function ContainedAction(props: ActionProps) {
  return <ContainedActionRoot {...props} />;
}
