import { z } from 'zod/mini';
import { errorBody } from './common';
import type { RouteDef } from './route';
import { allRoutes } from './routes';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const isOptional = (schema: z.ZodMiniType) => schema.safeParse(undefined).success;

function parameters(route: RouteDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, object] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    for (const [name, schema] of Object.entries(object?.shape ?? {})) {
      const field = schema as z.ZodMiniType;
      out.push({
        name,
        in: where,
        required: where === 'path' || !isOptional(field),
        schema: schemaOf(field, 'input'),
      });
    }
  }
  out.push({ $ref: '#/components/parameters/XCountry' }, { $ref: '#/components/parameters/XChannel' });
  if (route.shopCall) out.push({ $ref: '#/components/parameters/XTenantId' });
  return out;
}

function operation(route: RouteDef): JsonSchema {
  const errorCodes = [...new Set([...route.errors, 'VALIDATION_FAILED'])];
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.tag],
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: !isOptional(route.body),
            content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    ...(route.auth ? { security: [{ session: [] }] } : {}),
    ...(route.extension ? { 'x-project-extension': true } : {}),
    responses: {
      [String(route.status)]: {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
      },
      '4XX': {
        description: `A client error; errorCode is one of ${errorCodes.join(', ')}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    },
  };
}

/** The contract as OpenAPI 3.1, generated from the same zod schemas the client and sandbox use. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of allRoutes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(route);
  }
  const header = (name: string, description: string, schema: z.ZodMiniType) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: schemaOf(schema, 'input'),
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Top-up storefront backend contract',
      version: '1.0.0',
      description:
        'Every call the storefront makes (SPEC §7). All bodies are JSON; failures are 4xx with an errorCode (SPEC §8).',
    },
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(errorBody, 'output') },
      parameters: {
        XCountry: header(
          'X-Country',
          'The shop country, two letters',
          z.string().check(z.regex(/^[A-Za-z]{2}$/)),
        ),
        XTenantId: header('X-Tenant-Id', 'The shop id (shop calls)', z.string()),
        XChannel: header(
          'X-Channel',
          'The session channel, default web',
          z.enum(['web', 'whatsapp', 'sms', 'ivr', 'app', 'chatbot']),
        ),
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sbx_session' } },
    },
  };
}
