export { useMenuItems } from './useMenuItems';
