import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { CartIcon, PersonIcon, StorefrontIcon } from '@/ui/icons/Icons';
import type { NavItem } from './useNavItems';

// Material Design paths; the ones only the phone menu shows live here, in its chunk, not in
// Icons (part of every page's first load).
export function ArticleIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-5 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />
    </SvgIcon>
  );
}

export function HelpIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26c.37-.36.59-.86.59-1.41 0-1.1-.9-2-2-2s-2 .9-2 2H8c0-2.21 1.79-4 4-4s4 1.79 4 4c0 .88-.36 1.68-.93 2.25" />
    </SvgIcon>
  );
}

export const navIcons: Record<NavItem['key'], typeof StorefrontIcon> = {
  shop: StorefrontIcon,
  blog: ArticleIcon,
  contact: HelpIcon,
  account: PersonIcon,
  login: PersonIcon,
  cart: CartIcon,
};
