import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { autoTopupRoutes } from './autoTopup';
import { cartRoutes } from './cart';
import { checkoutRoutes } from './checkout';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import type { RouteDef } from './route';
import { sandboxRoutes } from './sandboxPay';
import { savedNumberRoutes } from './savedNumbers';
import { storefrontRoutes } from './storefront';

/** Every call of SPEC §7, the project's extensions of it, and the sandbox payment page's own calls. */
export const allRoutes = [
  ...cartRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
  ...productRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...autoTopupRoutes,
  ...savedNumberRoutes,
  ...storefrontRoutes,
  ...sandboxRoutes,
] satisfies readonly RouteDef[];

/** The routes a backend answers, as the compiler sees them (`backend` is decided by the path). */
export type BackendRoute = Extract<(typeof allRoutes)[number], { backend: true }>;

/** The calls a backend (the sandbox, or the upstream in proxy mode) answers. */
export const backendRoutes: readonly RouteDef[] = allRoutes.filter((route) => route.backend);
