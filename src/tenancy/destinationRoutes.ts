import { INTERNATIONAL_PATH } from './routes';

/*
 * The landing pages of a destination country (ADR 0028): what the shop sells for it, by the
 * country's ISO code in lower case (`/shop/esim/destination/fr`, `/shop/international/destination/ma`).
 * A segment of their own: `/shop/international/<brand>` is a brand reached through its category
 * (ortel's `/shop/international/ortel-international`, SPEC §2). Apart from ./routes, which every
 * page loads: only the homes' catalogue and the server name them.
 */
export const esimDestinationPath = (country: string) => `/shop/esim/destination/${country.toLowerCase()}`;
export const internationalCountryPath = (country: string) =>
  `${INTERNATIONAL_PATH}/destination/${country.toLowerCase()}`;

/** The ISO code a landing page's path names, or null for anything that is not one. */
export const countryOfPath = (segment: unknown): string | null =>
  typeof segment === 'string' && /^[a-z]{2}$/.test(segment) ? segment.toUpperCase() : null;
