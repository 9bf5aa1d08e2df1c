/**
 * The React context `next/router`'s `useRouter` reads. Next exports no way to provide a router of
 * one's own, which component tests need to render a page outside Next (docs/upgrading.md).
 */
export { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
