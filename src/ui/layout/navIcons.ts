import { StorefrontIcon } from '@/ui/icons/Icons';
import type { NavItem } from './useNavItems';

export const navIcons: Record<NavItem['key'], typeof StorefrontIcon> = {
  shop: StorefrontIcon,
};
