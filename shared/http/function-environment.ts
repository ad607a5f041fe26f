import { type FilePrefix, filePrefixes } from '../files/file-prefixes';
import { attachmentPrefixes } from '../notifications/attachment-prefixes';
import type { PushPlatform } from '../notifications/push-device';
import type { BucketGrants, Grants, Surface } from './route';

/**
 * What a stage's functions are told about its resources and settings: CDK tokens in a stack, the
 * local stack's own names and stand-ins in `npm start` and the tests. One declaration, read by both,
 * so a function locally sees exactly the variables its Lambda gets (infra/local/function-scope.ts).
 */
export interface StageResources {
  tableName: string;
  bucketName: string;
  fieldEncryptionSecretArn: string;
  paymentGatewaySecretArn: string;
  printRendererFunction: string;
  /** The online payment gateway's checkout page (the stage configuration's `paymentPageUrl`). */
  paymentPageUrl: string;
  /** The browser origins allowed to call the system and staff surfaces (none: no CORS). */
  corsOrigins: readonly string[];
}

/** The checkout page of the local stack and of a developer's stage (real stages configure theirs). */
export const PLACEHOLDER_PAYMENT_PAGE = 'https://pay.example.com/checkout';

/** The surfaces a browser back office calls, whose answers carry CORS headers for the allowed origins. */
export const browserSurfaces: readonly Surface[] = ['system', 'system-user'];

/**
 * The environment of a resource module's function: the table always, and each other resource or
 * setting only when the module's grants name it. `publicBaseUrl` is the API's public address.
 */
export function apiFunctionEnvironment(
  module: { surface: Surface; grants: Grants },
  resources: StageResources,
  publicBaseUrl: string,
): Record<string, string> {
  const { grants } = module;
  return {
    TABLE_NAME: resources.tableName,
    PUBLIC_BASE_URL: publicBaseUrl,
    ...(grants.bucket ? { BUCKET_NAME: resources.bucketName } : {}),
    ...(grants.fieldEncryption ? { FIELD_ENCRYPTION_SECRET_ARN: resources.fieldEncryptionSecretArn } : {}),
    ...(grants.paymentGateway ? { PAYMENT_GATEWAY_SECRET_ARN: resources.paymentGatewaySecretArn } : {}),
    ...(grants.paymentPage ? { PAYMENT_GATEWAY_PAGE_URL: resources.paymentPageUrl } : {}),
    ...(grants.prints ? { PRINT_RENDERER_FUNCTION: resources.printRendererFunction } : {}),
    ...(browserSurfaces.includes(module.surface) && resources.corsOrigins.length > 0
      ? { CORS_ALLOWED_ORIGINS: resources.corsOrigins.join(',') }
      : {}),
  };
}

/** The print renderer's environment: where it stores the PDFs (and, in its bundle, the browser and fonts). */
export const printRendererEnvironment = (
  resources: Pick<StageResources, 'bucketName'>,
): Record<string, string> => ({
  BUCKET_NAME: resources.bucketName,
});

/**
 * The scheduler's environment: its jobs read and write the table, and the scheduled reports' run
 * writes its files to the bucket (`schedulerBucketGrants` only).
 */
export const schedulerEnvironment = (
  resources: Pick<StageResources, 'tableName' | 'bucketName'>,
): Record<string, string> => ({
  TABLE_NAME: resources.tableName,
  BUCKET_NAME: resources.bucketName,
});

/**
 * What the scheduler may do with the bucket: write the scheduled reports' files (under the prints
 * the notifier attaches), nothing else. The stage grants exactly this (infra/constructs/job-scheduler.ts)
 * and the local scheduler runs with it (infra/local/local-resources.ts).
 */
export const schedulerBucketGrants: BucketGrants & { write: readonly FilePrefix[] } = {
  write: [filePrefixes.scheduledReports],
};

/**
 * What the notifier may read of the bucket: the prefixes an e-mail's attachments live under, and
 * nothing else. The stage grants GetObject on exactly these (infra/constructs/notifier.ts), and the
 * local notifier runs with them (infra/local/local-resources.ts).
 */
export const notifierBucketGrants: BucketGrants & { read: readonly FilePrefix[] } = {
  read: attachmentPrefixes,
};

/** The notifier's environment: the table, the bucket (attachments), the SES sender and the SNS platform applications. */
export const notifierEnvironment = (
  resources: Pick<StageResources, 'tableName' | 'bucketName'>,
  settings: { mailFrom: string; pushApplications: Partial<Record<PushPlatform, string>> },
): Record<string, string> => ({
  TABLE_NAME: resources.tableName,
  BUCKET_NAME: resources.bucketName,
  MAIL_FROM: settings.mailFrom,
  PUSH_APPLICATIONS: JSON.stringify(settings.pushApplications),
});

/** Placeholder resources, for the names a declaration gives (not their values). */
export const placeholderResources: StageResources = {
  tableName: '-',
  bucketName: '-',
  fieldEncryptionSecretArn: '-',
  paymentGatewaySecretArn: '-',
  printRendererFunction: '-',
  paymentPageUrl: '-',
  corsOrigins: [],
};

/**
 * The variables a module's function cannot work without (all its declaration gives but the
 * optional CORS origins): checked when the function starts (`resourceHandler`), so a stage that
 * lacks one fails at its cold start, not as a 500 on the one route that reads it.
 */
export const requiredVariablesOf = (module: { surface: Surface; grants: Grants }): string[] =>
  Object.keys(apiFunctionEnvironment(module, placeholderResources, '-'));
