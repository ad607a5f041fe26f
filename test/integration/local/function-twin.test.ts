import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { demoCredentials } from '../../../infra/local/demo-credentials';
import { installFunctionScopes, runAsFunction } from '../../../infra/local/function-scope';
import { createGateway } from '../../../infra/local/gateway';
import { localApiFunction, localResources } from '../../../infra/local/local-resources';
import { startS3Grants } from '../../../infra/local/s3-grants';
import { guardTable } from '../../../infra/local/table-guard';
import { encryptField } from '../../../shared/auth/field-encryption';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { presignedDownloadUrl } from '../../../shared/files/files';
import { single } from '../../../shared/http/envelopes';
import type { ModuleDeclaration } from '../../../shared/http/module';
import { withOperations } from '../../../shared/http/module';
import { defineOperation } from '../../../shared/http/operation';
import { resourceHandler } from '../../../shared/http/resource-handler';
import type { Grants } from '../../../shared/http/route';

const demo = demoCredentials();
const keys = { 'x-api-key': demo.apiKey, 'x-secret-key': demo.secretKey };
/** A seeded object (a demo project's cover image). */
const COVER = 'projects/ALM-01/cover.png';

/** A system module of the grants given, whose operations reach the bucket, the table and a secret. */
const probe = (resource: string, grants: Grants) =>
  withOperations({ surface: 'system', resource, grants, access: { kind: 'keys' } } as ModuleDeclaration, [
    defineOperation(
      {
        method: 'GET',
        path: `/${resource}/link`,
        operationId: `${resource}Link`,
        summary: 'Probe: sign a link',
        response: { kind: 'single', record: 'Option' },
      },
      async () => single({ url: await presignedDownloadUrl(COVER) }),
    ),
    defineOperation(
      {
        method: 'POST',
        path: `/${resource}/write`,
        operationId: `${resource}Write`,
        summary: 'Probe: write an item',
        body: z.object({}),
        response: { kind: 'single', record: 'Option' },
      },
      async () => {
        await dynamo.send(new PutCommand({ TableName: tableName(), Item: { pk: 'TWIN', sk: resource } }));
        return single({ written: true });
      },
    ),
    defineOperation(
      {
        method: 'GET',
        path: `/${resource}/encrypt`,
        operationId: `${resource}Encrypt`,
        summary: 'Probe: encrypt a field',
        response: { kind: 'single', record: 'Option' },
      },
      async () => single({ sealed: (await encryptField('1234')).startsWith('v1:') }),
    ),
  ]);

const unbound = probe('twin-unbound', { table: 'read' });
const granted = probe('twin-granted', {
  table: 'read',
  bucket: { read: ['projects/'] },
  fieldEncryption: true,
});
const otherPrefix = probe('twin-icons', { table: 'readwrite', bucket: { read: ['icons/'] } });

let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const s3Grants = await startS3Grants(process.env.S3_ENDPOINT as string);
  // Undone after the file: other files of this worker run their handlers as before.
  const uninstall = installFunctionScopes({ s3Grants: s3Grants.address });
  const unguard = guardTable(dynamo);
  const resources = localResources({
    tableName: process.env.TABLE_NAME as string,
    bucketName: process.env.BUCKET_NAME as string,
  });
  const server = createGateway({
    modules: [unbound, granted, otherPrefix],
    functionOf: (module) => localApiFunction(module, resources, process.env.PUBLIC_BASE_URL as string),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/system`;
  stop = async () => {
    await new Promise<void>((done) => server.close(() => done()));
    unguard();
    uninstall();
    await s3Grants.stop();
  };
});
afterAll(() => stop());

const call = (path: string, method = 'GET') =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...keys, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });

describe('the local stack gives each function what its CDK function is given, and no more', () => {
  it('a module without a bucket grant has no BUCKET_NAME: signing a link fails as in its Lambda', async () => {
    const response = await call('/twin-unbound/link');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('BUCKET_NAME');
  });

  it('a module granted the prefix signs a link that works; one granted another prefix signs one S3 refuses', async () => {
    const ok = await call('/twin-granted/link');
    expect(ok.status).toBe(200);
    const link = ((await ok.json()) as { data: { url: string } }).data.url;
    expect(link).toContain('/~system-twin-granted/');
    expect((await fetch(link)).status).toBe(200);

    const other = await call('/twin-icons/link');
    expect(other.status).toBe(200);
    const refused = await fetch(((await other.json()) as { data: { url: string } }).data.url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('a read-only module cannot write the table; a readwrite one can', async () => {
    expect((await call('/twin-granted/write', 'POST')).status).toBe(500);
    expect((await call('/twin-icons/write', 'POST')).status).toBe(200);
  });

  it('only a module granted the field-encryption secret can encrypt', async () => {
    expect((await call('/twin-granted/encrypt')).status).toBe(200);
    expect((await call('/twin-icons/encrypt')).status).toBe(500);
  });

  it('a function started without a setting its module needs fails at its cold start', () => {
    const payments = {
      ...unbound,
      resource: 'twin-payments',
      grants: { table: 'read', paymentPage: true } as Grants,
    };
    const resources = localResources({ tableName: 'table', bucketName: 'bucket' });
    const fn = localApiFunction(payments, resources, 'https://api.example.test/api/v1/system');
    expect(() => runAsFunction(fn, () => resourceHandler(payments))).not.toThrow();
    const { PAYMENT_GATEWAY_PAGE_URL: _left, ...withoutPage } = fn.environment;
    expect(() => runAsFunction({ ...fn, environment: withoutPage }, () => resourceHandler(payments))).toThrow(
      'PAYMENT_GATEWAY_PAGE_URL',
    );
  });
});
