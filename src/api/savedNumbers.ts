import { z } from 'zod/mini';
import { emptyResponse, identifier, phoneNumber } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';
import { MAX_SAVED_NUMBER_NAME, SAVED_NUMBER_NAME } from './savedNumberLimits';

/**
 * A project extension of SPEC §7 (ADR 0048): the numbers a signed-in customer keeps in the account,
 * each with a name of their choosing, offered by the top-up forms. A backend without these calls
 * answers 404 to the list; the storefront then hides the feature.
 */
export const SAVED_NUMBERS_EXTENSION = 'Project extension: saved numbers (ADR 0048)';

export { MAX_SAVED_NUMBER_NAME, MAX_SAVED_NUMBERS } from './savedNumberLimits';

/** A name the customer gives a number ("Mum"): visible text on one line, trimmed. */
export const savedNumberName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(MAX_SAVED_NUMBER_NAME),
    z.regex(SAVED_NUMBER_NAME, 'a name on one line'),
  );
/** The country the number belongs to, as ISO 3166 letters in capitals ("DE"). */
export const numberCountry = z.string().check(z.regex(/^[A-Z]{2}$/, 'a country code like DE'));

export const savedNumber = z.object({
  id: z.string(),
  msisdn: z.string(),
  name: z.string(),
  country: z.string(),
});
export type SavedNumber = z.infer<typeof savedNumber>;

export const saveNumberBody = z.object({
  msisdn: phoneNumber,
  name: savedNumberName,
  country: numberCountry,
});
const byId = z.object({ id: identifier });

const AUTH = ['AUTHORIZATION_REQUIRED'] as const;

export const listSavedNumbersRoute = defineRoute({
  id: 'listSavedNumbers',
  method: 'GET',
  path: '/api/shop/rest/saved-numbers',
  tag: 'savedNumbers',
  summary: `The customer's saved numbers, oldest first. ${SAVED_NUMBERS_EXTENSION}`,
  response: z.object({ savedNumbers: z.array(savedNumber) }),
  errors: AUTH,
  auth: true,
  extension: true,
});

export const saveNumberRoute = defineRoute({
  id: 'saveNumber',
  method: 'POST',
  path: '/api/shop/rest/saved-numbers',
  tag: 'savedNumbers',
  summary: `Saves a number with its name and country. ${SAVED_NUMBERS_EXTENSION}`,
  body: saveNumberBody,
  response: z.object({ savedNumber }),
  status: 201,
  errors: [...AUTH, 'SAVED_NUMBER_EXISTS', 'SAVED_NUMBERS_LIMIT', 'UNAVAILABLE_COUNTRY'],
  auth: true,
  extension: true,
});

export const renameSavedNumberRoute = defineRoute({
  id: 'renameSavedNumber',
  method: 'PUT',
  path: '/api/shop/rest/saved-numbers/{id}',
  tag: 'savedNumbers',
  summary: `Gives a saved number another name. ${SAVED_NUMBERS_EXTENSION}`,
  params: byId,
  body: z.object({ name: savedNumberName }),
  response: z.object({ savedNumber }),
  errors: [...AUTH, 'SAVED_NUMBER_NOT_FOUND'],
  auth: true,
  extension: true,
});

export const deleteSavedNumberRoute = defineRoute({
  id: 'deleteSavedNumber',
  method: 'DELETE',
  path: '/api/shop/rest/saved-numbers/{id}',
  tag: 'savedNumbers',
  summary: `Deletes a saved number. ${SAVED_NUMBERS_EXTENSION}`,
  params: byId,
  response: emptyResponse,
  errors: [...AUTH, 'SAVED_NUMBER_NOT_FOUND'],
  auth: true,
  extension: true,
});

export const savedNumberRoutes = [
  listSavedNumbersRoute,
  saveNumberRoute,
  renameSavedNumberRoute,
  deleteSavedNumberRoute,
] as const;

export const listSavedNumbers = (ctx: ApiContext) => callRoute(ctx, listSavedNumbersRoute);
export const saveNumber = bodyCall(saveNumberRoute);
export const renameSavedNumber = (ctx: ApiContext, id: string, name: string) =>
  callRoute(ctx, renameSavedNumberRoute, { params: { id }, body: { name } });
export const deleteSavedNumber = (ctx: ApiContext, id: string) =>
  callRoute(ctx, deleteSavedNumberRoute, { params: { id } });
