import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Material Design paths, inline so no icon package weighs on the bundle (the cart's own in ui/icons).
export function DeleteIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />
    </SvgIcon>
  );
}

export function AddIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />
    </SvgIcon>
  );
}

export function RemoveIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 13H5v-2h14z" />
    </SvgIcon>
  );
}
