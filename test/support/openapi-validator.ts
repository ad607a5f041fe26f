import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { inject } from 'vitest';

// Built once for the run by the global setup: importing the route table in every test file costs seconds each.
const document = inject('openApiDocument') as OpenAPIV3_1.Document;
// The document's components are added once, under their own id; each response schema's references
// ('#/components/schemas/X') are pointed at them. Carrying the components in each compiled schema
// had Ajv walk all of them at every compile: a quarter of the route sweep's own CPU.
const COMPONENTS = 'openapi-components';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: COMPONENTS, components: document.components });
const againstComponents = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS}#/components/`));
const compiled = new Map<string, ValidateFunction>();

interface DocumentOperation {
  pattern: RegExp;
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const parameterCount = (path: string) => path.split('{').length - 1;

const operations: DocumentOperation[] = Object.entries(document.paths ?? {})
  .flatMap(
    ([path, item]) =>
      Object.entries(item ?? {}).map(([method, operation]) => {
        const staff = Array.isArray((operation as { servers?: unknown[] }).servers);
        const full = `${staff ? '/api/v1/system-user' : '/api/v1'}${path}`;
        return {
          pattern: new RegExp(`^${full.replace(/\{\w+\}/g, '[^/]+')}/?$`),
          method: method.toUpperCase(),
          path,
          responses: (operation as { responses: DocumentOperation['responses'] }).responses,
        };
      }),
    // Literal segments win over parameters, as in API Gateway (`/x/get-form-data` before `/x/{id}`).
  )
  .sort((a, b) => parameterCount(a.path) - parameterCount(b.path));

/**
 * Checks a response against the OpenAPI document: the operation must document the status, and the
 * body must match that status's schema. Calls that match no documented operation (an unknown
 * route, the docs themselves) are not checked here.
 */
export function validateResponse(method: string, url: string, status: number, body: unknown): void {
  const { pathname } = new URL(url);
  const operation = operations.find(
    (candidate) => candidate.method === method && candidate.pattern.test(pathname),
  );
  if (!operation) return;
  const documented = operation.responses[String(status)];
  if (!documented)
    throw new Error(
      `${method} ${operation.path} answered ${status}, which the OpenAPI document does not list ` +
        "(when the operation can answer it, say so in its definition's `response`: `notFound: true` " +
        'for a 404 without a path id, `conflict: true` for a 409; see shared/http/operation.ts)',
    );
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${method} ${operation.path} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(againstComponents(schema));
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 10)
      .map((error) => `${error.instancePath} ${error.message}`);
    throw new Error(`${key}: the body does not match the OpenAPI document:\n${problems.join('\n')}`);
  }
}
