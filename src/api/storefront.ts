import { z } from 'zod/mini';
import { emptyResponse, optionalText } from './common';
import { bodyCall, callRoute, type ApiContext } from './http';
import { defineRoute } from './route';

/** The longest message a client may log: a report says what broke, not a page of data. */
export const LOG_MESSAGE_MAX_CHARS = 2000;

/** The storefront's own routes of SPEC §7 (not proxied to the backend). */
export const logBody = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().check(z.minLength(1), z.maxLength(LOG_MESSAGE_MAX_CHARS)),
  context: z.optional(z.record(z.string(), z.unknown())),
});

export const graphqlBody = z.object({
  operationName: optionalText(200),
  variables: z.optional(z.record(z.string(), z.unknown())),
  query: z.string().check(z.minLength(1), z.maxLength(20000)),
});

export const logRoute = defineRoute({
  id: 'log',
  method: 'POST',
  path: '/api/log',
  tag: 'storefront',
  summary: 'Client logging',
  body: logBody,
  response: emptyResponse,
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});
/** Refusals of a query over GRAPHQL_LIMITS (src/api/graphqlLimits.ts, which brings the GraphQL parser). */
export const graphqlLimitCodes = [
  'GRAPHQL_TOO_DEEP',
  'GRAPHQL_TOO_MANY_ALIASES',
  'GRAPHQL_TOO_COSTLY',
] as const;

export const graphqlRoute = defineRoute({
  id: 'graphql',
  method: 'POST',
  path: '/api/shop/graphql',
  tag: 'storefront',
  summary: 'Blog content (GraphQL)',
  body: graphqlBody,
  response: z.object({ data: z.optional(z.unknown()), errors: z.optional(z.array(z.unknown())) }),
  errors: ['GRAPHQL_INVALID', ...graphqlLimitCodes, 'INTERNAL_ERROR'],
});

/** What a failed GraphQL call says of a failure not the client's: the rest is in the log, under the request id. */
export const GENERIC_GRAPHQL_ERROR = 'The query failed; quote the request id to support';
export const statisticsRoute = defineRoute({
  id: 'statisticsParams',
  method: 'GET',
  path: '/api/statistics/params',
  tag: 'storefront',
  summary: 'Analytics measurement id of the shop',
  response: z.object({ measurementId: z.optional(z.nullable(z.string())) }),
  errors: [],
  shopCall: true,
});
export const translationsRoute = defineRoute({
  id: 'translations',
  method: 'GET',
  path: '/api/translations/{lng}/{ns}',
  tag: 'storefront',
  summary: 'Translation keys of one language and namespace',
  params: z.object({
    lng: z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/)),
    ns: z.enum(['common', 'seo']),
  }),
  response: z.record(z.string(), z.unknown()),
  errors: [],
  shopCall: true,
});
export const manifestRoute = defineRoute({
  id: 'manifest',
  method: 'GET',
  path: '/api/manifest',
  tag: 'storefront',
  summary: 'Web app manifest',
  response: z.looseObject({ name: z.string() }),
  errors: [],
});

export const storefrontRoutes = [logRoute, graphqlRoute, statisticsRoute, translationsRoute, manifestRoute];

export const sendLog = bodyCall(logRoute);
export const graphqlQuery = bodyCall(graphqlRoute);
/** SPEC §7: empty on failure. */
export const getStatisticsParams = (ctx: ApiContext) =>
  callRoute(ctx, statisticsRoute).catch(() => ({ measurementId: null }));
export const getTranslations = (ctx: ApiContext, lng: string, ns: 'common' | 'seo') =>
  callRoute(ctx, translationsRoute, { params: { lng, ns } });
export const getManifest = (ctx: ApiContext) => callRoute(ctx, manifestRoute);
