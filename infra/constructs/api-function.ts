import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  type ICommandHooks,
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

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
}

/**
 * A NodejsFunction with the team's defaults: Node 22 on arm64, minified esbuild bundle (the AWS SDK
 * bundled at the pinned version), source maps, X-Ray, a log group with a retention, and no
 * permissions until `bindTable` / `bindBucket` grant exactly what the module needs.
 */
export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
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
      bundling: {
        minify: true,
        sourceMap: true,
        target: 'node22',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        externalModules: [],
        // middy's core imports Node's web streams only for streamed responses: defer them (see the file).
        esbuildArgs: { '--alias:node:stream/web': './infra/bundling/lazy-web-streams.ts' },
        ...(props.commandHooks ? { commandHooks: props.commandHooks } : {}),
      },
    });
  }

  /** Grants read or read/write on the table (and its indexes) and passes its name. */
  bindTable(table: ITable, accessMode: 'read' | 'readwrite'): this {
    if (accessMode === 'read') table.grantReadData(this);
    else table.grantReadWriteData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Lets the function read the field-encryption secret (and only that secret) and passes its ARN. */
  bindFieldEncryption(secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment('FIELD_ENCRYPTION_SECRET_ARN', secret.secretArn);
    return this;
  }

  /** Lets the function read the payment gateway's webhook secret (and only that secret) and passes its ARN. */
  bindPaymentGateway(secret: ISecret): this {
    secret.grantRead(this);
    this.addEnvironment('PAYMENT_GATEWAY_SECRET_ARN', secret.secretArn);
    return this;
  }

  /** Grants read or read/write on the bucket's objects and passes its name. */
  bindBucket(bucket: IBucket, accessMode: 'read' | 'readwrite'): this {
    if (accessMode === 'read') bucket.grantRead(this);
    else bucket.grantReadWrite(this);
    this.addEnvironment('BUCKET_NAME', bucket.bucketName);
    return this;
  }
}
