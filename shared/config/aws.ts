import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** Client options for a local endpoint (DynamoDB Local), which takes any fixed credentials. */
export function localClientOptions(endpoint: string | undefined) {
  return endpoint
    ? {
        endpoint,
        region: process.env.AWS_REGION ?? 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : {};
}

/**
 * S3 client options; for a local endpoint (the S3 emulator) path-style addressing, its fixed
 * credentials, and no default CRC32 checksums, which the emulator does not understand.
 */
export function localS3Options(endpoint: string | undefined): S3ClientConfig {
  return endpoint
    ? {
        ...localClientOptions(endpoint),
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }
    : {};
}
