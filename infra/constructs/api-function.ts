import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  Charset,
  type ICommandHooks,
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableActionsOf } from '../../shared/db/table-actions';
import { filePrefixes } from '../../shared/files/file-prefixes';
import { type BucketGrants, readablePrefixes } from '../../shared/http/route';
import { functionBundle } from '../bundling/function-bundle';
import { stages } from '../config/stages';

export { tableReadActions, tableReadWriteActions } from '../../shared/db/table-actions';

export interface ApiFunctionProps extends Pick<NodejsFunctionProps, 'entry' | 'description'> {
  functionName?: string;
  environment?: Record<string, string>;
  /** Departures from the defaults, for a function that is not an API handler (the print renderer). */
  architecture?: Architecture;
  memorySize?: number;
  timeout?: Duration;
  ephemeralStorageMiB?: number;
  /** Files copied beside the bundle (commands run after esbuild, in the asset's directory). */
  commandHooks?: ICommandHooks;
  /** How long the function's logs are kept (default: the dev stage's). */
  logRetention?: RetentionDays;
}

/**
 * A NodejsFunction with the team's defaults: Node 22 on arm64, minified esbuild bundle (the AWS SDK
 * bundled at the pinned version), source maps, X-Ray, a log group with the stage's retention that
 * outlives the stack (logs are evidence after an incident, also of a deleted stack), and no
 * permissions until `grantTable` / `grantBucket` grant exactly what the module needs.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? stages.dev.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      ...(props.ephemeralStorageMiB
        ? { ephemeralStorageSize: Size.mebibytes(props.ephemeralStorageMiB) }
        : {}),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
        ...props.environment,
      },
      // The options of infra/bundling/function-bundle.ts, which the bench and the size test bundle with too.
      bundling: {
        minify: functionBundle.minify,
        sourceMap: true,
        target: functionBundle.target,
        format: OutputFormat.ESM,
        charset: Charset.UTF8,
        mainFields: [...functionBundle.mainFields],
        banner: functionBundle.banner.js,
        externalModules: [],
        esbuildArgs: Object.fromEntries(
          Object.entries(functionBundle.alias).map(([module, standIn]) => [`--alias:${module}`, standIn]),
        ),
        ...(props.commandHooks ? { commandHooks: props.commandHooks } : {}),
      },
    });
  }

  /** Grants the item actions of `accessMode` on the table and its indexes (its name is in the declared environment). */
  grantTable(table: ITable, accessMode: 'read' | 'readwrite'): this {
    table.grant(this, ...tableActionsOf(accessMode));
    return this;
  }

  /**
   * Grants the module's key prefixes only (`<bucket>/<prefix>*`): GetObject under `read` and
   * `write`, PutObject and DeleteObject under `write`. Completing a
   * presigned upload (writing `staging/`) also needs ListBucket: without it S3 answers a copy or
   * HEAD of a missing object with 403 instead of the 404 the completion turns into its 422. The
   * bucket's name comes with the function's declared environment (shared/http/function-environment.ts).
   */
  grantBucket(bucket: IBucket, grants: BucketGrants): this {
    const objects = (prefixes: readonly string[]) =>
      prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
    const write = grants.write ?? [];
    const read = readablePrefixes(grants);
    if (read.length > 0)
      this.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: objects(read) }));
    if (write.length > 0)
      this.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: objects(write) }),
      );
    if (write.includes(filePrefixes.staging))
      this.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
      );
    return this;
  }
}
