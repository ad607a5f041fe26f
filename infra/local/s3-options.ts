import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { localClientOptions, s3EmulatorCredentials } from '../../shared/config/aws';

/**
 * S3 client options for the emulator: path-style addressing, its fixed credentials, and no default
 * CRC32 checksums, which it does not understand. (The functions themselves use no S3 client.)
 */
export function localS3Options(endpoint: string): S3ClientConfig {
  return {
    ...localClientOptions(endpoint),
    credentials: s3EmulatorCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
