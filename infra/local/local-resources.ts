import { notifierTableActions, tableActionsOf } from '../../shared/db/table-actions';
import { filePrefixes } from '../../shared/files/file-prefixes';
import {
  apiFunctionEnvironment,
  notifierBucketGrants,
  notifierEnvironment,
  PLACEHOLDER_PAYMENT_PAGE,
  printRendererEnvironment,
  type StageResources,
  schedulerBucketGrants,
  schedulerEnvironment,
} from '../../shared/http/function-environment';
import type { ResourceModule } from '../../shared/http/route';
import { everyGrant, type LocalFunction } from './function-scope';

/** The local stack's stand-ins for what CDK names: the secrets and the renderer exist only by name. */
const LOCAL_FIELD_ENCRYPTION_SECRET = 'arn:aws:secretsmanager:local:000000000000:secret:field-encryption';
const LOCAL_PAYMENT_GATEWAY_SECRET = 'arn:aws:secretsmanager:local:000000000000:secret:payment-gateway';
const LOCAL_PRINT_RENDERER = 'real-estate-local-print-renderer';
/** A back office served by a local dev server may call the local stack (`CORS_ORIGINS` adds more). */
const LOCAL_CORS_ORIGINS = ['http://localhost:3000', 'http://localhost:5173'];

/** The local stage's resources: the table and bucket `npm start` made, and the stand-ins above. */
export function localResources(table: { tableName: string; bucketName: string }): StageResources {
  const extraOrigins = (process.env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  return {
    ...table,
    fieldEncryptionSecretArn: LOCAL_FIELD_ENCRYPTION_SECRET,
    paymentGatewaySecretArn: LOCAL_PAYMENT_GATEWAY_SECRET,
    printRendererFunction: LOCAL_PRINT_RENDERER,
    // The gateway itself is played by `POST /local/payment-gateway/...`.
    paymentPageUrl: PLACEHOLDER_PAYMENT_PAGE,
    corsOrigins: [...LOCAL_CORS_ORIGINS, ...extraOrigins.filter(Boolean)],
  };
}

/**
 * Every variable any local function can be given, with its local value, but the public address
 * (known once the gateway listens): what the process holds outside a function (the seed and the
 * tests' own setup act as every function at once).
 */
export function everyFunctionVariable(resources: StageResources): Record<string, string> {
  const { PUBLIC_BASE_URL: _known, ...variables } = apiFunctionEnvironment(everyGrant, resources, '');
  return { ...variables, ...printRendererEnvironment(resources) };
}

/** A resource module's local function: its CDK function's environment and grants, with the local values. */
export const localApiFunction = (
  module: Pick<ResourceModule, 'surface' | 'resource' | 'grants'>,
  resources: StageResources,
  publicBaseUrl: string,
): LocalFunction => ({
  name: `${module.surface}-${module.resource}`,
  environment: apiFunctionEnvironment(module, resources, publicBaseUrl),
  tableActions: tableActionsOf(module.grants.table),
  ...(module.grants.bucket ? { bucket: module.grants.bucket } : {}),
});

/** The print renderer's local function: it writes the PDFs under prints/ and reads no table. */
export const localPrintRenderer = (resources: Pick<StageResources, 'bucketName'>): LocalFunction => ({
  name: 'print-renderer',
  environment: printRendererEnvironment(resources),
  tableActions: [],
  bucket: { write: [filePrefixes.prints] },
});

/** The scheduler's local function: its jobs run with the table and the reports' files only, as in its Lambda. */
export const localScheduler = (
  resources: Pick<StageResources, 'tableName' | 'bucketName'>,
): LocalFunction => ({
  name: 'scheduler',
  environment: schedulerEnvironment(resources),
  tableActions: tableActionsOf('readwrite'),
  bucket: schedulerBucketGrants,
});

/**
 * The notifier's local function (its transport prints instead of calling SES and SNS): it reads
 * attachments under its granted prefixes only, as its role lets it in AWS.
 */
export const localNotifier = (
  resources: Pick<StageResources, 'tableName' | 'bucketName'>,
): LocalFunction => ({
  name: 'notifier',
  environment: notifierEnvironment(resources, { mailFrom: 'no-reply@example.com', pushApplications: {} }),
  tableActions: notifierTableActions,
  bucket: notifierBucketGrants,
});
