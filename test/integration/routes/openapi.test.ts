import '../../support/local-env';
import SwaggerParser from '@apidevtools/swagger-parser';
import newman from 'newman';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { operationsById, resourceModules } from '../../../functions/route-table';
import { buildOpenApiDocument, documentPath } from '../../../infra/openapi/document';
import { exampleCalls, exampleUrl } from '../../../infra/openapi/example-requests';
import { responseExamples } from '../../../infra/openapi/module-examples';
import { postmanCollection, postmanEnvironment } from '../../../infra/openapi/postman';
import { OTP } from '../../../infra/openapi/request-examples';
import { baseUrl } from '../../support/http';
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

/** One newman run of the collection against the test stack, with the environment `npm run postman` writes. */
const runCollection = () =>
  new Promise<newman.NewmanRunSummary>((resolve, reject) => {
    newman.run(
      {
        collection: postmanCollection() as never,
        environment: postmanEnvironment(baseUrl) as never,
        reporters: [],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

describe('the Postman collection', () => {
  it('runs green with newman against the local stack, and again on the same stack', async () => {
    for (const run of ['first', 'second']) {
      const summary = await runCollection();
      expect(
        summary.run.failures.map(
          (failure) => `${run} run: ${failure.source?.name}: ${failure.error.message}`,
        ),
      ).toEqual([]);
      // Each `{otp}` example also reads the local outbox once.
      const outboxReads = exampleCalls().filter((c) =>
        Object.values(c.example.body ?? {}).includes(OTP),
      ).length;
      // Each presigned upload example also PUTs its bytes once.
      const uploads = exampleCalls().filter(
        (c) => c.route.operationId === 'systemCreateArchiveUploadUrl',
      ).length;
      // What each run makes afresh: a request to rate (filed, then closed by staff), a client to text
      // a code to, two staff accounts of its own (one to text a code to, one that deletes itself), an
      // approval each for accept and reject, a request for the staff chain (filed, then started), and
      // a unit held for init sale each for its attention data and init sale, and the booking fixtures
      // (a unit and a lead, a held unit with its solvency) for the lead hold and the send to approval,
      // a contracted sale to force to emptying, a sale holding no money for delete and force delete,
      // a sale with a deleted payment for the restore examples, a pending online payment for the
      // gateway's webhook to report, and a sale each with a staged upload (upload-file completes it)
      // and with a filed document (delete-file).
      const freshRecords = 19;
      expect(summary.run.stats.requests.total).toBe(
        exampleCalls().length + outboxReads + uploads + freshRecords,
      );
      expect(summary.run.stats.assertions.failed).toBe(0);
    }
  }, 120_000);
});
