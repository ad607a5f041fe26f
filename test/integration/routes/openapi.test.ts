import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { operationsById, resourceModules } from '../../../functions/route-table';
import { buildOpenApiDocument, documentPath } from '../../../infra/openapi/document';
import { exampleCalls, exampleUrl } from '../../../infra/openapi/example-requests';
import { responseExamples } from '../../../infra/openapi/module-examples';
import { validateResponse } from '../../support/openapi-validator';

const document = buildOpenApiDocument();
const methods = ['get', 'post', 'delete', 'put', 'patch'] as const;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const parsed = (await SwaggerParser.validate(structuredClone(document) as never)) as { openapi: string };
    expect(parsed.openapi).toBe('3.1.0');
  });

  it('has every route of the route table and nothing else', () => {
    const routes = resourceModules.flatMap((module) =>
      module.routes.map((route) => `${route.method} ${documentPath(module, route)}`),
    );
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      methods.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('names each operation, its security, its examples and its error bodies', () => {
    for (const module of resourceModules) {
      for (const route of module.routes) {
        const operation = document.paths?.[documentPath(module, route)]?.[
          route.method.toLowerCase() as 'get'
        ] as OpenAPIV3_1.OperationObject;
        expect(operation.operationId).toBe(route.operationId);
        expect(operation.summary).toBe(route.summary);
        const security = Object.keys(operation.security?.[0] ?? {}).sort();
        expect(security).toEqual(
          route.access.kind === 'keys' ? ['apiKey', 'secretKey'] : ['apiKey', 'bearer', 'secretKey'],
        );
        const responses = operation.responses as Record<string, OpenAPIV3_1.ResponseObject>;
        const success = operationsById[route.operationId]?.spec.response.created ? '201' : '200';
        expect(Object.keys(responses)).toEqual(expect.arrayContaining([success, '401', '403', '429', '500']));
        expect(responses[success]?.content?.['application/json']?.example).toBeDefined();
        if (module.surface === 'system-user') expect(operation.servers?.[0]?.url).toBe('{system_user_url}');
      }
    }
    expect(document.servers?.[0]?.url).toBe('{base_url}');
  });

  it('describes multipart bodies with binary files and typed path parameters', () => {
    const addComment = document.paths?.['/client/maintenance-request/{maintenance_request_id}/add-comment']
      ?.post as OpenAPIV3_1.OperationObject;
    const body = addComment.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['multipart/form-data']?.schema as {
      properties: Record<string, { items?: { format?: string } }>;
    };
    expect(schema.properties['attachments[]']?.items?.format).toBe('binary');
    const parameter = addComment.parameters?.[0] as OpenAPIV3_1.ParameterObject;
    expect(parameter).toMatchObject({
      name: 'maintenance_request_id',
      in: 'path',
      required: true,
      schema: { type: 'integer' },
    });
  });

  it('carries response examples from the demo data that match their own schemas', () => {
    for (const call of exampleCalls()) {
      const example = responseExamples[call.route.operationId];
      const status = operationsById[call.route.operationId]?.spec.response.created ? 201 : 200;
      expect(example?.status).toBe(status);
      expect(() =>
        validateResponse(
          call.route.method,
          exampleUrl('http://127.0.0.1:3000/api/v1', call),
          status,
          example?.body,
        ),
      ).not.toThrow();
    }
  });

  it('makes the response check fail on a wrong body or an undocumented status', () => {
    const units = 'http://127.0.0.1:3000/api/v1/system/units';
    expect(() =>
      validateResponse('GET', units, 200, {
        status: 'true',
        message: 'x',
        response: { data: [{ id: 'one' }] },
      }),
    ).toThrow(/does not match/);
    expect(() => validateResponse('GET', units, 409, { message: 'x' })).toThrow(/does not list/);
    expect(() => validateResponse('GET', units, 422, { message: 'x' })).toThrow(/does not match/);
  });
});
