import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiMessageSchema } from '../../domain/contract/accounts.ts';
import { apiComponents } from '../../domain/contract/components.ts';
import { shopSettingsSchema } from '../../domain/contract/content.ts';
import { diamondListAnswerSchema, diamondListBodySchema } from '../../domain/contract/diamonds.ts';
import { BEARER, needsToken } from './auth.ts';

// the storefront's schemas that several operations share, as components of the document
apiComponents.add(apiMessageSchema, { id: 'ApiMessage' });
apiComponents.add(shopSettingsSchema, { id: 'ShopSettings' });
apiComponents.add(diamondListBodySchema, { id: 'DiamondSearch' });
apiComponents.add(diamondListAnswerSchema, { id: 'DiamondListAnswer' });

/**
 * The OpenAPI document generated from the routes' zod schemas (served at /api/docs/json, read at /api/docs), complete
 * enough to generate a client from: every operation has an `operationId` (from its method and path unless it names
 * one) and says whether it needs the bearer token (`security`), shared schemas are components, and the components
 * no operation uses are left out. `redocly lint` finds no error in it (docs.test.ts).
 */
export async function apiDocs(app: FastifyInstance, brandName: string): Promise<void> {
  app.addHook('onRoute', describeOperation);
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brandName} shop API`,
        description: 'The JSON API behind the storefront and the back-office: catalogue, diamonds, accounts, cart, orders, payments and the staff back-office (`/api/cms`).',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'This shop' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/login (a staff member’s for /api/cms)' } },
      },
    },
    transform: wildcardsNamed(createJsonSchemaTransform({ schemaRegistry: apiComponents })),
    transformObject: (document) => withoutUnusedComponents(transformObject(document) as OpenApiObject) as ReturnType<typeof transformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/** Fills in what the document says of each route that the route leaves out: its operationId and its security. */
function describeOperation(route: RouteOptions): void {
  if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
  const schema = { ...(route.schema ?? {}) } as Record<string, unknown>;
  if (schema.hide) return;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  schema.operationId ??= operationIdOf(method, route.url);
  schema.security ??= needsToken(route) ? BEARER : [];
  route.schema = schema;
}

/** `GET /api/cms/orders/:trackingId` → `getCmsOrdersByTrackingId`; `GET /images/*` → `getImagesByPath`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part === '*' ? 'by-path' : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())].join('');
}

type Transform = ReturnType<typeof createJsonSchemaTransform>;

/** A wildcard path (`/images/*`) is written with a named parameter (`/images/{path}`), as OpenAPI has no wildcards. */
function wildcardsNamed(transform: Transform): Transform {
  return (input) => {
    const out = transform(input);
    if (!out.url.endsWith('*')) return out;
    return { ...out, url: `${out.url.slice(0, -1)}:path` };
  };
}

interface OpenApiObject {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The document with only the component schemas an operation uses, directly or through another component. */
export function withoutUnusedComponents(document: OpenApiObject): OpenApiObject {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}
