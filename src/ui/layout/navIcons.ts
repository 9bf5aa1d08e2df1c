import { ArticleIcon, CartIcon, HelpIcon, PersonIcon, StorefrontIcon } from '@/ui/icons/Icons';
import type { NavItem } from './useNavItems';

export const navIcons: Record<NavItem['key'], typeof StorefrontIcon> = {
  shop: StorefrontIcon,
  blog: ArticleIcon,
  contact: HelpIcon,
  account: PersonIcon,
  login: PersonIcon,
  cart: CartIcon,
};
