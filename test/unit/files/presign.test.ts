import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presignUrl } from '../../../shared/files/presign';

const now = new Date('2026-11-21T10:20:30.000Z');
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token/with+chars=',
};

/** The AWS SDK's own presigner: the reference our hand-rolled signer must match exactly. */
async function reference(key: string, filename?: string) {
  const client = new S3Client({
    region: 'eu-west-1',
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: 'real-estate-files',
      Key: key,
      ...(filename
        ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(filename)}` }
        : {}),
    }),
    { expiresIn: 900, signingDate: now },
  );
}

describe('presigned download URLs', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, {
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
    delete process.env.S3_ENDPOINT;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ['projects/ALM-01/cover.png', undefined],
    ['maintenance-requests/2/comments/7/1-photo (1).jpg', 'photo (1).jpg'],
    ["archives/1/files/عقد الإيجار's copy.pdf", "عقد الإيجار's copy.pdf"],
  ])('signs %s exactly as the AWS SDK does', async (key, filename) => {
    const ours = presignUrl('GET', 'real-estate-files', key, {
      expiresIn: 900,
      now,
      ...(filename ? { filename } : {}),
    });
    const sdk = new URL(await reference(key, filename));
    const mine = new URL(ours);
    expect(mine.origin + mine.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries(mine.searchParams)).toEqual(Object.fromEntries(sdk.searchParams));
  });

  it.each([
    ['PUT', (Key: string) => new PutObjectCommand({ Bucket: 'real-estate-files', Key })],
    ['DELETE', (Key: string) => new DeleteObjectCommand({ Bucket: 'real-estate-files', Key })],
  ] as const)('signs a %s exactly as the AWS SDK does', async (method, command) => {
    const key = 'archives/1/files/lease 2026.pdf';
    const client = new S3Client({
      region: 'eu-west-1',
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const sdk = new URL(
      await getSignedUrl(client, command(key), {
        expiresIn: 60,
        signingDate: now,
      }),
    );
    const mine = new URL(presignUrl(method, 'real-estate-files', key, { expiresIn: 60, now }));
    expect(mine.origin + mine.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries(mine.searchParams)).toEqual(Object.fromEntries(sdk.searchParams));
  });
});

describe('presigned copy requests', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('signs a copy (its copy source, metadata directive and type as signed headers) exactly as the AWS SDK does', async () => {
    Object.assign(process.env, {
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
    delete process.env.S3_ENDPOINT;
    const key = 'archives/1/files/7/1-lease 2026.pdf';
    const headers = {
      'content-type': 'application/pdf',
      'x-amz-copy-source': '/real-estate-files/staging/0b9e',
      'x-amz-metadata-directive': 'REPLACE',
    };
    const client = new S3Client({
      region: 'eu-west-1',
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const command = new CopyObjectCommand({
      Bucket: 'real-estate-files',
      Key: key,
      CopySource: headers['x-amz-copy-source'],
      MetadataDirective: 'REPLACE',
      ContentType: headers['content-type'],
    });
    const sdk = new URL(
      await getSignedUrl(client, command, {
        expiresIn: 60,
        signingDate: now,
        signableHeaders: new Set(['content-type']),
        unhoistableHeaders: new Set(['x-amz-copy-source', 'x-amz-metadata-directive']),
      }),
    );
    const mine = new URL(presignUrl('PUT', 'real-estate-files', key, { expiresIn: 60, now, headers }));
    expect(mine.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-type;host;x-amz-copy-source;x-amz-metadata-directive',
    );
    expect(mine.origin + mine.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries(mine.searchParams)).toEqual(Object.fromEntries(sdk.searchParams));
  });

  it('signs a size-limited upload (Content-Length a signed header) exactly as the AWS SDK does', async () => {
    Object.assign(process.env, {
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SESSION_TOKEN: credentials.sessionToken,
    });
    delete process.env.S3_ENDPOINT;
    const key = 'staging/0b9e6a52-35b8-4d0b-a0ab-7f0a3a2f6f10';
    const client = new S3Client({
      region: 'eu-west-1',
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const command = new PutObjectCommand({ Bucket: 'real-estate-files', Key: key, ContentLength: 5242880 });
    const sdk = new URL(
      await getSignedUrl(client, command, {
        expiresIn: 900,
        signingDate: now,
        signableHeaders: new Set(['content-length']),
      }),
    );
    const mine = new URL(
      presignUrl('PUT', 'real-estate-files', key, {
        expiresIn: 900,
        now,
        headers: { 'content-length': '5242880' },
      }),
    );
    expect(mine.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(mine.origin + mine.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries(mine.searchParams)).toEqual(Object.fromEntries(sdk.searchParams));
  });
});
