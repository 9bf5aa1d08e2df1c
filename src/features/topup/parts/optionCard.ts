import type { SxProps, Theme } from '@mui/material/styles';

/** A radio choice drawn as a card, outlined and shaded when chosen (kinds, amounts). */
export function optionCardSx(chosen: boolean, paddingRight = 1): SxProps<Theme> {
  return {
    m: 0,
    pr: paddingRight,
    border: 1,
    borderRadius: 2,
    borderColor: chosen ? 'primary.main' : 'divider',
    bgcolor: chosen ? 'action.selected' : 'transparent',
  };
}
