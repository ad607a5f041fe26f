import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../infra/openapi/document';
import { baseUrl, demo } from '../support/http';

/**
 * What an app written against the generated types looks like: sign in, a list, a show, a store and
 * an upload, with `strict` on and not one `!` or cast. The `@ts-expect-error` lines prove the
 * document's query types (an integer `per_page`, the enum of discount statuses) reach the client.
 */
const program = `import createClient from 'openapi-fetch';
import type { paths } from './api';

/** Multipart, as the apps send it: files as files, every other value as text. */
function form(body: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body))
    for (const item of Array.isArray(value) ? value : [value])
      if (item instanceof Blob) data.append(name, item);
      else if (item !== undefined && item !== null) data.append(name, String(item));
  return data;
}

export async function tour(baseUrl: string, keys: { apiKey: string; secretKey: string }, email: string, password: string) {
  const api = createClient<paths>({
    baseUrl,
    headers: { 'x-api-key': keys.apiKey, 'x-secret-key': keys.secretKey, Accept: 'application/json' },
  });

  const signIn = await api.POST('/client/login', { body: { email_or_phone: email, password }, bodySerializer: form });
  if (signIn.error) throw new Error(signIn.error.message);
  const token: string = signIn.data.data.token;
  const clientId: number = signIn.data.data.client.id;
  const bearer = { Authorization: 'Bearer ' + token };

  const clients = await api.GET('/system/clients', { params: { query: { page: 1, per_page: 5 } } });
  if (clients.error) throw new Error(clients.error.message);
  const total: number = clients.data.response.meta.total;
  const firstClientId: number | undefined = clients.data.response.data[0]?.id;

  const order = await api.GET('/system/purchase-orders/{purchase_order_id}', { params: { path: { purchase_order_id: 1 } } });
  if (order.error) throw new Error(order.error.message);
  const orderId: number = order.data.data.id;
  const paymentIds: number[] = order.data.data.payments.map((payment) => payment.id);

  const stored = await api.POST('/client/maintenance-request/store', {
    headers: bearer,
    body: { category: 'plumbing', description: 'Typed client: the shower drains slowly.', unit_id: 3 },
    bodySerializer: form,
  });
  if (stored.error) throw new Error(stored.error.message);
  const requestId: number = stored.data.data.id;

  const photo = new File(['a photo of the drain'], 'drain.txt', { type: 'text/plain' });
  const commented = await api.POST('/client/maintenance-request/{maintenance_request_id}/add-comment', {
    headers: bearer,
    params: { path: { maintenance_request_id: requestId } },
    body: { comment: 'Here is a photo.', 'attachments[]': [photo] },
    bodySerializer: form,
  });
  if (commented.error) throw new Error(commented.error.message);
  const attachment: string | undefined = commented.data.data.comment.attachments[0]?.name;

  return { clientId, total, firstClientId, orderId, paymentIds, requestId, commentId: commented.data.data.comment.id, attachment };
}

/** Never called: lines the document's types must refuse. */
export function refused(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error per_page is an integer
  void api.GET('/system/clients', { params: { query: { per_page: 'ten' } } });
  // @ts-expect-error a discount status is one of the known statuses
  void api.GET('/system/discounts', { params: { query: { status: 'sometimes' } } });
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM'],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['tour.ts'],
};

const blob = ts.factory.createTypeReferenceNode('Blob');
const directory = resolve('build', `typed-client-${process.pid}`);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('a client generated from the served document', () => {
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('signs in, lists, shows, stores and uploads with no `!` and no cast', async () => {
    const served = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenAPI3;
    // Files as Blob: openapi-typescript's documented transform for `format: binary`.
    const types = await openapiTS(served, {
      transform: (schema) => (schema.format === 'binary' ? blob : undefined),
    });
    mkdirSync(directory, { recursive: true });
    writeFileSync(join(directory, 'api.ts'), astToString(types));
    writeFileSync(join(directory, 'tour.ts'), program);
    writeFileSync(join(directory, 'tsconfig.json'), JSON.stringify(tsconfig));
    const code = program.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/[\w)\]]!(?!=)|\bas\s+(?!const\b)\w/);

    const checked = await promisify(execFile)(process.execPath, [tsc, '-p', directory]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('');

    const { tour } = await import(pathToFileURL(join(directory, 'tour.ts')).href);
    const result = await tour(baseUrl, demo, demo.clientEmail, demo.password);
    expect(result).toMatchObject({
      orderId: 1,
      attachment: 'drain.txt',
      requestId: expect.any(Number),
      commentId: expect.any(Number),
    });
    expect(result.total).toBeGreaterThanOrEqual(1);
  });
});

describe('what the generated types rest on', () => {
  const document = buildOpenApiDocument() as any;
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
  const schemas = document.components.schemas;

  it('requires the envelope data of every success response', () => {
    for (const operation of operations) {
      const success = operation.responses['200'] ?? operation.responses['201'];
      const envelope = success.content['application/json'].schema;
      const carrier = envelope.properties.data ? 'data' : 'response';
      expect(envelope.required, operation.operationId).toContain(carrier);
      if (carrier === 'response') expect(envelope.properties.response.required).toContain('data');
    }
  });

  it('gives every record an integer id that is never null, and e-mails their format', () => {
    // The one exception: add-comment's enquiry preferences of a client who never made an enquiry.
    const withId = Object.entries(schemas).filter(
      ([name, schema]) =>
        name !== 'EnquiryPreferences' && (schema as { properties?: { id?: unknown } }).properties?.id,
    );
    expect(withId.length).toBeGreaterThan(50);
    for (const [name, schema] of withId)
      expect((schema as { properties: { id: unknown } }).properties.id, name).toEqual({
        type: 'integer',
        maximum: expect.any(Number),
        minimum: expect.any(Number),
      });
    for (const name of ['Client', 'ClientSimple', 'UserSimple'])
      expect(schemas[name].properties.email.anyOf[0]).toMatchObject({ type: 'string', format: 'email' });
  });

  it('bounds per_page to 1..100, types query integers, and lists the known filter values', () => {
    const query = (operationId: string, name: string) =>
      operations
        .find((operation) => operation.operationId === operationId)
        ?.parameters.find((parameter: { name: string }) => parameter.name === name)?.schema;
    for (const operation of operations.filter((o) =>
      o.parameters.some((p: { name: string }) => p.name === 'per_page'),
    ))
      expect(query(operation.operationId, 'per_page')).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(query('systemListDiscounts', 'project_id')).toEqual({ type: 'integer', minimum: 1 });
    expect(query('systemListDiscounts', 'status').enum).toEqual([
      'pending',
      'approved',
      'rejected',
      'expired',
    ]);
    expect(query('systemListDiscounts', 'value_type').enum).toEqual(['percentage', 'fixed']);
    expect(query('systemListDiscounts', 'type').enum).toContain('cash');
  });

  it("documents the 413 of Lambda's 6 MB payload on every operation that takes a body", () => {
    for (const operation of operations.filter((o) => o.requestBody)) {
      expect(operation.responses['413'].description, operation.operationId).toMatch(/6 MB/);
      expect(operation.responses['413'].content['application/json'].example).toEqual({
        message: 'Request Too Long',
      });
    }
  });
});
