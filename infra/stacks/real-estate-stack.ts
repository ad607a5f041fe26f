import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { ApiKey, DomainName, EndpointType, SecurityPolicy } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { resourceModules } from '../../functions/route-table';
import { tableDefinition } from '../../shared/db/table-definition';
import type { Surface } from '../../shared/http/route';
import { Notifier } from '../constructs/notifier';
import { UploadSweeper } from '../constructs/upload-sweeper';
import { SurfaceApiStack, type ThrottleSettings } from './surface-api-stack';

export interface PartnerKey {
  /** Name of the API Gateway key (its secret is stored hashed in the table by operations tooling). */
  name: string;
  /** Surfaces whose usage plans the key joins. */
  surfaces: Surface[];
}

export interface RealEstateStackProps extends StackProps {
  stage: string;
  throttle: ThrottleSettings;
  partnerKeys: PartnerKey[];
  /** The verified SES sender of the API's e-mails (forgot password). */
  mailFrom: string;
  /** Optional custom domain: each surface is mapped at `api/v1/<surface>`. */
  domain?: { name: string; certificateArn: string };
}

/** The table, the bucket, and one REST API per surface (nested stacks), keys and an optional domain. */
export class RealEstateStack extends Stack {
  constructor(scope: Construct, id: string, props: RealEstateStackProps) {
    super(scope, id, props);
    const table = new TableV2(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      dynamoStream: StreamViewType[tableDefinition.streamViewType],
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...index.nonKeyAttributes],
      })),
    });
    const accessLogBucket = new Bucket(this, 'FilesAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    const bucket = new Bucket(this, 'Files', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogBucket,
      serverAccessLogsPrefix: 'files/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The key material of encrypted fields (unit passwords); kept when the stack goes.
    const fieldEncryptionSecret = new Secret(this, 'FieldEncryptionKey', {
      description: 'Key material for encrypted fields such as rental unit passwords',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new Notifier(this, 'Notifier', { table, mailFrom: props.mailFrom });

    new UploadSweeper(this, 'UploadSweeper', { table, bucket });

    const surfaces = [...new Set(resourceModules.map((module) => module.surface))];
    const apis = new Map<Surface, SurfaceApiStack>();
    for (const surface of surfaces) {
      const nested = new SurfaceApiStack(
        this,
        `${surface.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Api`,
        {
          surface,
          stage: props.stage,
          modules: resourceModules.filter((module) => module.surface === surface),
          table,
          bucket,
          fieldEncryptionSecret,
          throttle: props.throttle,
        },
      );
      apis.set(surface, nested);
      new CfnOutput(this, `${surface}Url`.replace(/-/g, ''), {
        value: nested.api.url,
        description: `${surface} surface`,
      });
    }

    for (const partner of props.partnerKeys) {
      const key = new ApiKey(this, `Key${partner.name.replace(/[^A-Za-z0-9]/g, '')}`, {
        apiKeyName: `real-estate-${props.stage}-${partner.name}`,
        description: `Partner key ${partner.name}: ${partner.surfaces.join(', ')}`,
      });
      for (const surface of partner.surfaces) apis.get(surface)?.usagePlan.addApiKey(key);
    }

    if (props.domain) {
      const domain = new DomainName(this, 'Domain', {
        domainName: props.domain.name,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        endpointType: EndpointType.REGIONAL,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      for (const [surface, nested] of apis)
        domain.addApiMapping(nested.api.deploymentStage, { basePath: `api/v1/${surface}` });
      new CfnOutput(this, 'BaseUrl', { value: `https://${props.domain.name}/api/v1` });
    }
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    new CfnOutput(this, 'Region', { value: Aws.REGION });
  }
}
