export { BrandPage } from './BrandPage';
export { ShopHome } from './ShopHome';
