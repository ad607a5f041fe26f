import type { OpenAPIV3_1 } from 'openapi-types';
import * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { operationsById, resourceModules } from '../../functions/route-table';
import type { Operation } from '../../shared/http/operation';
import { type ResourceModule, type Route, surfaceMount } from '../../shared/http/route';
import * as records from '../../shared/schemas/records';
import { blankClears, shownAsRead } from './json-schema-overrides';
import { requestExamples, responseExamples } from './module-examples';
import { jsonValue, type PublishedExample, publishedExample } from './published-examples';

// biome-ignore lint/suspicious/noExplicitAny: openapi-types' schema unions reject the JSON Schema 2020-12 zod emits
type Schema = Record<string, any>;
const ref = (name: string): OpenAPIV3_1.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema, as the caller sends it or as it is answered. */
export function jsonSchema(schema: $ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _, ...converted } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: (context) => {
      shownAsRead(context);
      blankClears(context);
    },
  });
  return converted as Schema;
}

/** Record schemas by the name they are exported under (the component names). */
const recordNames = new Map<unknown, string>(
  Object.entries(records)
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, schema]) => [schema, name]),
);

// A record nested in another (a sale's `client`) is its component's `$ref`, not a copy: zod writes a
// `$ref` for every schema with an id, so each record gets its export name as id once per process.
for (const [schema, name] of recordNames) {
  const meta = z.globalRegistry.get(schema as z.ZodType);
  if (!meta?.id) z.globalRegistry.add(schema as z.ZodType, { ...meta, id: name });
}

/**
 * A record's component schemas: zod writes the record and every record or recursive part it
 * holds as definitions (`$defs`); each becomes a component (named by its id, else
 * `<Record>_<def>`), as a `$defs` pointer would not resolve in the document.
 */
function componentsOf(name: string, schema: z.ZodType): Record<string, Schema> {
  const { $defs, ...converted } = jsonSchema(schema, 'output');
  const componentName = (def: string) => (def.startsWith('__schema') ? `${name}_${def}` : def);
  const rename = (text: string) =>
    text.replace(/"#\/\$defs\/([^"]+)"/g, (_, def: string) => `"#/components/schemas/${componentName(def)}"`);
  const components: Record<string, Schema> = {};
  for (const [def, value] of Object.entries(($defs ?? {}) as Record<string, Schema>)) {
    components[componentName(def)] = JSON.parse(rename(JSON.stringify(value)));
  }
  // The record itself is a definition of its own id, or (a schema with another id) the root.
  if (!components[name]) components[name] = JSON.parse(rename(JSON.stringify(converted)));
  return components;
}

function recordRef(operation: Operation): OpenAPIV3_1.ReferenceObject {
  return ref(operation.spec.response.record);
}

/** The public path of a route in the document; staff routes sit under their own server. */
export function documentPath(module: ResourceModule, route: Route): string {
  return module.surface === 'system-user' ? route.path : `/${surfaceMount[module.surface]}${route.path}`;
}

const pathParameters = (route: Route) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

function parameters(
  route: Route,
  operation: Operation,
  example: PublishedExample | undefined,
): OpenAPIV3_1.ParameterObject[] {
  const list: OpenAPIV3_1.ParameterObject[] = pathParameters(route).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
    ...(example?.path[name] !== undefined ? { example: example.path[name] } : {}),
  }));
  const query = operation.spec.query ? jsonSchema(operation.spec.query, 'input') : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    list.push({
      name,
      in: 'query',
      required: (query?.required ?? []).includes(name),
      schema: schema as Schema,
      ...(example?.query[name] !== undefined
        ? { example: jsonValue(schema as Schema, example.query[name]) }
        : {}),
    });
  }
  return list;
}

/** Form field names as clients send them: a list (of files or ids) is `name[]`. */
function formSchema(body: Schema): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, property] of Object.entries(body.properties ?? {})) {
    properties[(property as Schema).type === 'array' ? `${name}[]` : name] = property as Schema;
  }
  const required = (body.required ?? []).map((name: string) =>
    body.properties?.[name]?.type === 'array' ? `${name}[]` : name,
  );
  return { ...body, properties, ...(body.required ? { required } : {}) };
}

const isFile = (schema: Schema | undefined): boolean =>
  schema?.format === 'binary' || schema?.items?.format === 'binary';

/** The body's media types: a body that needs a file is multipart only (JSON and url-encoded cannot carry one). */
function requestBody(body: Schema | undefined, example: PublishedExample | undefined) {
  if (!body) return undefined;
  const needsFile = (body.required ?? []).some((name: string) => isFile(body.properties?.[name]));
  const form = formSchema(body);
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: form, ...(example?.form ? { example: example.form } : {}) },
      ...(needsFile
        ? {}
        : {
            'application/x-www-form-urlencoded': { schema: form },
            'application/json': { schema: body, ...(example?.json ? { example: example.json } : {}) },
          }),
    },
  } satisfies OpenAPIV3_1.RequestBodyObject;
}

const errorResponse = (description: string, message: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: ref('ErrorBody'), example: { message } } },
});

function responses(route: Route, operation: Operation): OpenAPIV3_1.ResponsesObject {
  const { kind } = operation.spec.response;
  const success =
    kind === 'single' ? singleEnvelope(recordRef(operation)) : listEnvelope(recordRef(operation));
  const example = responseExamples[route.operationId];
  const hasInput = Boolean(operation.spec.query ?? operation.spec.body ?? operation.spec.params);
  const mayBeMissing = pathParameters(route).length > 0 || operation.spec.response.notFound === true;
  return {
    [operation.spec.response.created ? '201' : '200']: {
      description:
        kind === 'single'
          ? 'The record, in the single-record envelope'
          : 'One page of records, in the list envelope',
      content: { 'application/json': { schema: success, ...(example ? { example: example.body } : {}) } },
    },
    '401': errorResponse(
      'Wrong or missing x-secret-key, or a missing, expired or revoked bearer token',
      'Unauthenticated.',
    ),
    '403': errorResponse(
      'Missing or unknown x-api-key (the gateway: "Forbidden"), or a key or staff member without the needed scope or ability',
      'This action is unauthorized.',
    ),
    ...(mayBeMissing ? { '404': errorResponse('No such record (or not yours)', 'Not Found.') } : {}),
    ...(operation.spec.response.conflict
      ? {
          '409': errorResponse(
            'The version sent is stale',
            'The record was changed by another request. Reload it and try again.',
          ),
        }
      : {}),
    ...(operation.spec.body
      ? {
          '413': errorResponse(
            "The request is over Lambda's 6 MB payload (a multipart body carries about 4.4 MB of files; larger files go through a presigned upload), or the body over API Gateway's 10 MB",
            'Request Too Long',
          ),
        }
      : {}),
    '414': errorResponse('The URL is over 8 KB (the gateway)', 'Request-URI Too Long'),
    ...(hasInput
      ? {
          '422': {
            description: 'Invalid input: every failing field with its messages',
            content: {
              'application/json': {
                schema: ref('ValidationErrorBody'),
                example: {
                  message: 'The name field is required.',
                  errors: { name: ['The name field is required.'] },
                },
              },
            },
          },
        }
      : {}),
    '429': errorResponse('Throttled', 'Too Many Requests'),
    '500': errorResponse('Unexpected failure (details only in the logs)', 'Server Error'),
  };
}

const componentSchemas: Record<string, Schema> = {
  ErrorBody: {
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' } },
    additionalProperties: false,
  },
  ValidationErrorBody: {
    type: 'object',
    required: ['message', 'errors'],
    properties: {
      message: {
        type: 'string',
        description: 'The first message, plus " (and N more errors)" when there are more',
      },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    additionalProperties: false,
  },
  PaginationLink: {
    type: 'object',
    required: ['url', 'label', 'active'],
    properties: { url: { type: ['string', 'null'] }, label: { type: 'string' }, active: { type: 'boolean' } },
    additionalProperties: false,
  },
  PaginationLinks: {
    type: 'object',
    required: ['first', 'last', 'prev', 'next'],
    additionalProperties: false,
    properties: {
      first: { type: 'string' },
      last: { type: 'string' },
      prev: { type: ['string', 'null'] },
      next: { type: ['string', 'null'] },
    },
  },
  PaginationMeta: {
    type: 'object',
    required: ['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total'],
    additionalProperties: false,
    properties: {
      current_page: { type: 'integer' },
      from: { type: ['integer', 'null'] },
      last_page: { type: 'integer' },
      links: { type: 'array', items: ref('PaginationLink') },
      path: { type: 'string' },
      per_page: { type: 'integer' },
      to: { type: ['integer', 'null'] },
      total: { type: 'integer' },
    },
  },
};

const envelopeText = { status: { type: 'string' }, message: { type: 'string' } };

/** `{status, message, data}` around one record. */
const singleEnvelope = (record: OpenAPIV3_1.ReferenceObject): Schema => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  additionalProperties: false,
  properties: { ...envelopeText, data: record },
});

/** `{status, message, response: {data, links, meta}}` around one page of records (Laravel's paginated resource). */
const listEnvelope = (record: OpenAPIV3_1.ReferenceObject): Schema => ({
  type: 'object',
  required: ['status', 'message', 'response'],
  additionalProperties: false,
  properties: {
    ...envelopeText,
    response: {
      type: 'object',
      required: ['data', 'links', 'meta'],
      additionalProperties: false,
      properties: {
        data: { type: 'array', items: record },
        links: ref('PaginationLinks'),
        meta: ref('PaginationMeta'),
      },
    },
  },
});

/** The tag of a module's operations, one per module (Swagger UI's sections). */
const tagOf = (module: ResourceModule) => `${module.surface}: ${module.resource}`;

/**
 * The OpenAPI 3.1 document of every route, built from the route table, each operation's zod
 * schemas and the examples: it cannot drift from the code.
 */
export function buildOpenApiDocument(): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  const tags: OpenAPIV3_1.TagObject[] = [];
  for (const module of resourceModules) {
    tags.push({
      name: tagOf(module),
      description: `The ${module.surface} surface's ${module.resource.replaceAll('-', ' ')} (functions/${module.surface}/${module.resource})`,
    });
    for (const route of module.routes) {
      const operation = operationsById[route.operationId];
      if (!operation) throw new Error(`No operation for ${route.operationId}`);
      const body = operation.spec.body ? jsonSchema(operation.spec.body, 'input') : undefined;
      const stored = requestExamples[route.operationId];
      const example = stored ? publishedExample(stored, body) : undefined;
      const security: OpenAPIV3_1.SecurityRequirementObject[] = [
        route.access.kind === 'keys'
          ? { apiKey: [], secretKey: [] }
          : { apiKey: [], secretKey: [], bearer: [] },
      ];
      const path = documentPath(module, route);
      paths[path] = {
        ...paths[path],
        [route.method.toLowerCase()]: {
          operationId: route.operationId,
          summary: route.summary,
          description:
            route.access.kind === 'staff' && route.access.ability
              ? `Staff bearer token with the \`${route.access.ability}\` ability.`
              : route.access.kind === 'client'
                ? "Client bearer token: only the signed-in client's own records."
                : 'Key pair only.',
          tags: [tagOf(module)],
          ...(module.surface === 'system-user' ? { servers: [systemUserServer] } : {}),
          security,
          parameters: parameters(route, operation, example),
          ...(body ? { requestBody: requestBody(body, example) } : {}),
          responses: responses(route, operation),
        },
      };
    }
  }
  const recordComponents: Record<string, Schema> = {};
  for (const [schema, name] of recordNames)
    Object.assign(recordComponents, componentsOf(name, schema as z.ZodType));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Real-estate API',
      version: '1.0.0',
      description:
        'Real-estate development and property management. Every call carries the partner key pair ' +
        '(`x-api-key`, `x-secret-key`); client and staff operations also a bearer token from their login. ' +
        'Bodies are multipart/form-data (url-encoded and JSON are accepted too). Messages follow `Accept-Language` (en, ar).',
    },
    servers: [baseServer],
    tags,
    paths,
    components: {
      schemas: { ...componentSchemas, ...recordComponents },
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'The partner API key (a usage-plan key)',
        },
        secretKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-secret-key',
          description: "The key's paired secret",
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token from a login: `<id>|<48 characters>`',
        },
      },
    },
  };
}

const baseServer: OpenAPIV3_1.ServerObject = {
  url: '{base_url}',
  description: 'Client, system and integration surfaces (in AWS: https://<domain>/api/v1)',
  variables: { base_url: { default: 'http://127.0.0.1:3000/api/v1' } },
};
const systemUserServer: OpenAPIV3_1.ServerObject = {
  url: '{system_user_url}',
  description: 'Staff application surface (in AWS: https://<domain>/api/v1/system-user)',
  variables: { system_user_url: { default: 'http://127.0.0.1:3000/api/v1/system-user' } },
};
