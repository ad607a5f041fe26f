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

/** The fixed credentials the S3 emulator (s3rver) accepts. */
export const s3EmulatorCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
