import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { Access } from '../auth/access.js';
import { errorStatus, statusText, type AppErrorCode } from './errors.js';

/** A response header the API sends, as the document declares it. */
const HEADERS = {
  Link: {
    description: 'The next page\'s address, as `<url>; rel="next"` (RFC 8288); absent on the last page',
    schema: { type: 'string' },
  },
  'X-Total-Count': {
    description: 'How many items all the pages hold together',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'X-Total-Estimate': {
    description: 'Sent instead of X-Total-Count when counting every match would be slow: an estimate',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'X-Search-Corrected': {
    description: 'The corrected search text (URI-encoded) when the text as typed found nothing',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds after which trying again makes sense',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'Content-Disposition': {
    description: 'Names the file the answer is saved as',
    schema: { type: 'string' },
  },
} satisfies Record<string, OpenAPIV3.HeaderObject>;

export type DocumentedHeader = keyof typeof HEADERS;

/** How a route answers when not with JSON, or what else the document must say of it. */
export interface OpenApiFacts {
  /** The success answer's media type (JSON unless told), with its schema. */
  produces?: { type: string; schema: OpenAPIV3.SchemaObject };
  /** Headers of the success answer, besides the paged lists' (which every list with a cursor gets). */
  headers?: DocumentedHeader[];
  /** A request body that is not JSON (the photo upload's multipart form). */
  requestBody?: OpenAPIV3.RequestBodyObject;
  /** Answers 304 to an If-None-Match naming the copy it would send. */
  revalidates?: true;
  /** Answers with a redirect (302, Location), described so, instead of a body. */
  redirects?: string;
  /** The session cookie the route reads itself (Better Auth's endpoints, whose access is 'public'). */
  session?: 'required' | 'optional';
  /** Errors of another library's making (Better Auth's), by status: their codes. */
  foreignErrors?: Partial<Record<number, string[]>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The domain errors (codes of lib/errors.ts) the route answers with, besides those every route
     * of its kind may give (validation, sign-in, role, abuse limits): its OpenAPI error answers.
     */
    errors?: readonly AppErrorCode[];
    /** What the OpenAPI document says of the route beyond its schemas. */
    openApi?: OpenApiFacts;
  }
}

/** Error codes that are not AppErrors: the validation's, and Fastify's own for unreadable bodies. */
type ErrorCode =
  | AppErrorCode
  | 'VALIDATION_ERROR'
  | 'INTERNAL'
  | 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
  | 'FST_ERR_MAX_PARAM_LENGTH'
  | 'FST_ERR_BAD_URL'
  | 'FST_ERR_CTP_BODY_TOO_LARGE'
  | 'FST_ERR_CTP_INVALID_JSON_BODY'
  | 'FST_ERR_CTP_EMPTY_JSON_BODY';

const FASTIFY_ERRORS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  // A failure of the server's own (logged; the answer says nothing of it, and has no code).
  INTERNAL: 500,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_MAX_PARAM_LENGTH: 414,
  FST_ERR_BAD_URL: 400,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
};

const statusOf = (code: ErrorCode) => FASTIFY_ERRORS[code] ?? errorStatus(code as AppErrorCode);

/** What the document needs to know of a route, from its options as it is registered. */
interface RouteFacts {
  feature: string;
  access: Access;
  limited: boolean;
  errors: readonly AppErrorCode[];
  openApi: OpenApiFacts;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error answers an operation may give, by status, each with the codes behind it. */
function errorsOf(
  facts: RouteFacts,
  method: string,
  operation: OpenAPIV3.OperationObject,
): Map<number, string[]> {
  // Every request's text is checked for the NUL character, and its body for depth (lib/text-input.ts).
  const codes: ErrorCode[] = ['NUL_CHARACTER'];
  const parameters = operation.parameters ?? [];
  // Schemas Fastify checks: the parameters and a JSON body (a body the route reads itself, as the
  // photos' multipart upload, is not checked against one).
  if (parameters.length > 0 || (operation.requestBody !== undefined && !facts.openApi.requestBody))
    codes.push('VALIDATION_ERROR');
  // A path parameter too long, or not decodable (a broken percent-encoding).
  if (parameters.some((parameter) => 'in' in parameter && parameter.in === 'path'))
    codes.push('FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_BAD_URL');
  // A body may come with any change, declared or not: Fastify reads it before the route does.
  if (UNSAFE.has(method) || operation.requestBody !== undefined)
    codes.push(
      'INPUT_TOO_DEEP',
      'FST_ERR_CTP_INVALID_JSON_BODY',
      'FST_ERR_CTP_EMPTY_JSON_BODY',
      'FST_ERR_CTP_BODY_TOO_LARGE',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    );
  if (facts.access !== 'public') {
    codes.push('INVALID_TOKEN');
    if (UNSAFE.has(method)) codes.push('UNTRUSTED_ORIGIN');
  }
  if (facts.access === 'anyone') codes.push('TOO_MANY_REQUESTS');
  if (!['public', 'anyone'].includes(facts.access)) codes.push('UNAUTHENTICATED');
  if (facts.access === 'seller' || facts.access === 'admin') codes.push('FORBIDDEN');
  if (facts.limited) codes.push('TOO_MANY_REQUESTS');
  codes.push(...facts.errors, 'INTERNAL');
  const byStatus = new Map<number, string[]>();
  for (const code of new Set(codes))
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [status, foreign] of Object.entries(facts.openApi.foreignErrors ?? {})) {
    const known = byStatus.get(Number(status)) ?? [];
    byStatus.set(Number(status), [...known, ...foreign!.filter((code) => !known.includes(code))]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const ERROR_SCHEMA: OpenAPIV3.SchemaObject = {
  type: 'object',
  description: 'Every error answer: the status, its name, a sentence for people, and a code for programs',
  required: ['statusCode', 'error', 'message'],
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    error: { type: 'string', description: 'The status name, e.g. "Not Found"' },
    message: { type: 'string', description: 'What went wrong, in a sentence a person can read' },
    code: {
      type: 'string',
      description: 'What went wrong, for programs (e.g. BOOKING_NOT_FOUND); the operation lists its own',
    },
  },
};

/**
 * An error answer's schema: the shared Error, its `code` one of those the operation gives with this
 * status (a failure of the server's own has none), so that a client, or a validating proxy, knows them.
 */
function errorSchemaOf(status: number, codes: string[]): OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject {
  const error = { $ref: '#/components/schemas/Error' };
  if (status === 500) return error;
  return { allOf: [error, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] };
}

/** `getBookingsIdAccept` for POST /api/bookings/{id}/accept: unique, since method and path are. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${name || 'Root'}`;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI document of every route registered after it, and its page at /api/docs. Each route
 * is documented from its own options: its schemas; its access (which sets the operation's
 * security, and its sign-in and role errors); its abuse limit (429); its `config.errors` (each
 * code's status from lib/errors.ts, as the error handler answers it); and `config.openApi` for
 * what is not JSON. `inFeature` names the feature whose routes are registered meanwhile: the
 * operations' tag.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { baseUrl }: { baseUrl: string },
): Promise<{ inFeature: (name: string, register: () => PromiseLike<unknown>) => Promise<void> }> {
  let feature: string | undefined;
  const facts = new Map<string, RouteFacts>();

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.schema?.hide || !route.config?.access) return;
    if (feature === undefined) throw new Error(`Route ${route.url} is registered outside a feature`);
    for (const method of [route.method].flat()) {
      facts.set(`${method} ${openApiPath(route.url)}`, {
        feature,
        access: route.config.access,
        limited: route.config.limit !== undefined,
        errors: route.config.errors ?? [],
        openApi: route.config.openApi ?? {},
      });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Second Shelf API',
        description:
          'The marketplace API. Sign in at POST /api/auth/sign-in/email (a session cookie), or send `Authorization: Bearer <accessToken>` from GET /api/jwt. Every error answer has the same shape (the Error schema); each operation lists the statuses it answers with and their codes.',
        version: '1.0.0',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: baseUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      completeDocument(
        ('openapiObject' in document ? document.openapiObject : {}) as OpenAPIV3.Document,
        facts,
      ),
  });
  // The documentation page brings its own script and style hashes into the policy.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy asks to upgrade requests to https, which would break the page on plain http.
    transformStaticCSP: (header) =>
      baseUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  return {
    async inFeature(name, register) {
      feature = name;
      try {
        await register();
      } finally {
        feature = undefined;
      }
    },
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * OpenAPI 3.0 lets `nullable` stand only beside a `type`: Zod writes a nullable union as
 * `{ nullable, anyOf }`, which says the same as each alternative nullable.
 */
function nullableAlternatives(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(nullableAlternatives);
  if (typeof value !== 'object' || value === null) return;
  const schema = value as Record<string, unknown>;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable === true && schema.type === undefined && alternatives) {
    delete schema.nullable;
    for (const alternative of alternatives) alternative.nullable = true;
  }
  Object.values(schema).forEach(nullableAlternatives);
}

/** Adds to each operation what its route's options say: id, tag, security, errors, media types. */
function completeDocument(document: OpenAPIV3.Document, facts: Map<string, RouteFacts>): OpenAPIV3.Document {
  nullableAlternatives(document.paths);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const route = facts.get(`${method.toUpperCase()} ${path}`);
      if (!route) continue;
      operation.operationId = operationIdOf(method, path);
      operation.tags = [route.feature];
      operation.security = securityOf(route);
      if (route.openApi.requestBody) operation.requestBody = route.openApi.requestBody;
      else if (acceptsNoBody(operation))
        (operation.requestBody as OpenAPIV3.RequestBodyObject).required = false;
      completeSuccess(operation, route.openApi);
      // @fastify/swagger names every answer its schema leaves undescribed "Default Response".
      for (const [status, answer] of Object.entries(operation.responses)) {
        if ('description' in answer && answer.description === 'Default Response')
          answer.description = SUCCESS_TEXT[status] ?? statusText(Number(status));
      }
      for (const [status, codes] of errorsOf(route, method.toUpperCase(), operation)) {
        operation.responses[String(status)] ??= {
          description:
            status === 500
              ? 'Internal Server Error: a failure of the server, logged there; the answer says only to try again'
              : [statusText(status), codes.join(', ')].filter(Boolean).join(': '),
          ...(status === 429 || status === 503 ? { headers: { 'Retry-After': HEADERS['Retry-After'] } } : {}),
          content: { 'application/json': { schema: errorSchemaOf(status, codes) } },
        };
      }
    }
  }
  return document;
}

const SUCCESS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
};

/** Who may call: nobody signed in (public), anyone with or without a session, or the signed-in. */
function securityOf({ access, openApi }: RouteFacts): OpenAPIV3.SecurityRequirementObject[] {
  if (openApi.session === 'required') return [{ cookie: [] }];
  if (openApi.session === 'optional') return [{}, { cookie: [] }];
  if (access === 'public') return [];
  if (access === 'anyone') return [{}, { cookie: [] }, { bearer: [] }];
  return [{ cookie: [] }, { bearer: [] }];
}

/** Whether the JSON body may be left out (its schema allows null: the route reads none as none). */
function acceptsNoBody(operation: OpenAPIV3.OperationObject): boolean {
  const body = operation.requestBody;
  if (!body || '$ref' in body) return false;
  const schema = body.content['application/json']?.schema;
  return schema !== undefined && !('$ref' in schema) && schema.nullable === true;
}

/** The success answer's media type and headers. */
function completeSuccess(operation: OpenAPIV3.OperationObject, openApi: OpenApiFacts): void {
  if (openApi.redirects) {
    operation.responses = {
      '302': {
        description: `Found: ${openApi.redirects}`,
        headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } },
      },
    };
    return;
  }
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  if (!status || !success || '$ref' in success) return;
  if (openApi.produces) success.content = { [openApi.produces.type]: { schema: openApi.produces.schema } };
  const paged = (operation.parameters ?? []).some(
    (parameter) => 'name' in parameter && parameter.name === 'cursor',
  );
  const headers: DocumentedHeader[] = [
    ...(paged ? (['Link', 'X-Total-Count'] as const) : []),
    ...(openApi.headers ?? []),
  ];
  if (headers.length > 0) success.headers = Object.fromEntries(headers.map((name) => [name, HEADERS[name]]));
  if (openApi.revalidates)
    operation.responses['304'] = { description: 'Not Modified: the copy named in If-None-Match is current' };
}
