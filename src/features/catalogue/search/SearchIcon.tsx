import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A magnifier drawn for this shop (24×24, like the glyphs in src/ui/icons). */
export function SearchIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
    </SvgIcon>
  );
}
