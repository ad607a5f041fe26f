import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ApiKey,
  CfnAccount,
  type CfnDomainName,
  DomainName,
  EndpointType,
  Period,
  SecurityPolicy,
  UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AttributeType,
  Billing,
  ProjectionType,
  StreamViewType,
  TableEncryptionV2,
  TableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayDomain } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../shared/db/table-definition';
import type { ResourceModule, Surface } from '../../shared/http/route';
import { scheduledJobs } from '../../shared/scheduler/jobs';
import type { PushPlatform, StageDomain, SurfaceLimits } from '../config/stages';
import type { RollbackAlarms } from '../constructs/canary-rollouts';
import {
  defaultFirewallLimits,
  EdgeFirewall,
  type FirewallLimits,
  signInSegmentsOf,
} from '../constructs/edge-firewall';
import { JobScheduler } from '../constructs/job-scheduler';
import { AlarmTopic } from '../constructs/monitoring/alarm-topic';
import { Monitoring } from '../constructs/monitoring/monitoring';
import { Notifier } from '../constructs/notifier';
import { PrintRenderer } from '../constructs/print-renderer';
import { UploadSweeper } from '../constructs/upload-sweeper';
import { apiGroupsOf, camelOf } from './api-layout';
import { type ApiSources, routeTableSources } from './api-sources';
import { ApiStack, type ThrottleSettings } from './api-stack';

export interface PartnerKey {
  /** Name of the API Gateway key (its secret is stored hashed in the table by operations tooling). */
  name: string;
  /** Surfaces whose usage plans the key joins. */
  surfaces: Surface[];
}

export interface RealEstateStackProps extends StackProps {
  stage: string;
  /** The modules to serve: the route table's (`resourceModules`), or a projection's in tests. */
  modules: readonly ResourceModule[];
  /** Where each module's code and each route's checks come from (default: the route table's). */
  sources?: ApiSources;
  /** Each API stage's own throttle (every key together). */
  throttle: ThrottleSettings;
  /** Each surface's usage-plan throttle and, where set, monthly quota (per key), from the stage configuration. */
  limits: Record<Surface, SurfaceLimits>;
  /** The WAF's per-IP rate limits (default `defaultFirewallLimits`). */
  firewall?: FirewallLimits;
  /** More alarms each API function's canary rolls back on (made in the API's own stack). */
  rollbackAlarmsFor?: RollbackAlarms;
  partnerKeys: PartnerKey[];
  /** The verified SES sender of the API's e-mails (forgot password). */
  mailFrom: string;
  /** The stage's SNS platform applications for staff push, by device platform. */
  pushApplications?: Partial<Record<PushPlatform, string>>;
  /** The online payment gateway's checkout page (the stage configuration's `paymentPageUrl`). */
  paymentPageUrl: string;
  /** The browser origins allowed to call the system and staff surfaces (the stage configuration's). */
  corsOrigins: readonly string[];
  /**
   * Optional custom domain: each API is mapped at `api/v1/<mount>` (`api/v1/system-user/crm`); with
   * a hosted zone, its alias records too.
   */
  domain?: StageDomain;
  /** Who the alarms page (e-mail subscriptions of the alarm topic): the stage configuration's. */
  alarmEmails: readonly string[];
  /** The account's SNS monthly SMS spend limit (USD): the spend alarm pages below it. */
  smsSpendLimitUsd: number;
  /** How long every log group (functions, API access and execution) is kept: the stage configuration's. */
  logRetention: RetentionDays;
}

/**
 * The table, the bucket, the stream functions, and the REST APIs (one nested stack each: one per
 * surface, one per staff area), one usage plan per surface across its APIs, the partner keys, and
 * the optional custom domain with a base-path mapping per API (and its alias records when its hosted
 * zone is given).
 */
export class RealEstateStack extends Stack {
  /** The REST APIs, one nested stack each, in the order of the modules. */
  readonly apis: readonly ApiStack[];
  /** Each surface's usage plan. */
  readonly usagePlans: ReadonlyMap<Surface, UsagePlan>;
  /** The stage's alarm topic. */
  readonly alarmTopic: AlarmTopic;
  /** The stage's paging alarms (every function's health alarm included) and the dashboard. */
  readonly monitoring: Monitoring;
  /** The execute-api URL output of each API by mount (`system-user`). */
  readonly urlOutputs: ReadonlyMap<string, CfnOutput>;
  /** `https://<domain>/api/v1` when the stage has a custom domain: the pipeline's smoke test calls it. */
  readonly baseUrlOutput?: CfnOutput;
  /** The regional WAF in front of every API stage. */
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: RealEstateStackProps) {
    super(scope, id, props);
    // Access log delivery through a bucket policy, not the log-delivery ACL: the log bucket has ACLs off.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);
    const { logRetention } = props;
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
      // No ACLs: S3 delivers the access logs under the bucket policy CDK writes for logging.s3.amazonaws.com.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versioned, so a log cannot be overwritten unnoticed; a replaced or deleted one goes after 30 days.
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) }],
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
      // Presigned uploads land under staging/ and are copied to the file's key on completion; what is
      // left there (abandoned, or PUT again after completion) is never read: gone after a day.
      lifecycleRules: [
        {
          id: 'ExpireStagedUploads',
          prefix: 'staging/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        // A replaced or deleted file stays restorable for 90 days, then its old versions go.
        { id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(90) },
      ],
    });

    // The key material of encrypted fields (unit passwords); kept when the stack goes.
    const fieldEncryptionSecret = new Secret(this, 'FieldEncryptionKey', {
      description: 'Key material for encrypted fields such as rental unit passwords',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The secret the payment gateway signs its webhooks with: the gateway issues it and it is put in by
    // hand, so the generated value is a placeholder until then; kept when the stack goes.
    const paymentGatewaySecret = new Secret(this, 'PaymentGatewaySecret', {
      description: "The online payment gateway's webhook signing secret (HMAC-SHA256)",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.alarmTopic = new AlarmTopic(this, 'Alarms', {
      stage: props.stage,
      emails: props.alarmEmails,
    });

    const notifier = new Notifier(this, 'Notifier', {
      table,
      bucket,
      logRetention,
      mailFrom: props.mailFrom,
      ...(props.pushApplications ? { pushApplications: props.pushApplications } : {}),
    });

    const uploadSweeper = new UploadSweeper(this, 'UploadSweeper', { table, bucket, logRetention });

    const scheduler = new JobScheduler(this, 'Scheduler', {
      table,
      bucket,
      jobs: scheduledJobs,
      logRetention,
    });

    const printRenderer = new PrintRenderer(this, 'PrintRenderer', { bucket, logRetention });

    // Execution logging needs the region's API Gateway account to name a role that may write logs:
    // one for all the APIs (each RestApi's own `cloudWatchRole` would make one per API).
    // Both kept when the stack goes, as RestApi's own role is: the setting outlives the stack.
    const loggingRole = new Role(this, 'ApiGatewayLoggingRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    loggingRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const apiGatewayLogging = new CfnAccount(this, 'ApiGatewayAccount', {
      cloudWatchRoleArn: loggingRole.roleArn,
    });
    apiGatewayLogging.applyRemovalPolicy(RemovalPolicy.RETAIN);

    this.firewall = new EdgeFirewall(this, 'Firewall', {
      name: props.stage,
      limits: props.firewall ?? defaultFirewallLimits,
      signInSegments: signInSegmentsOf(
        props.modules.flatMap((module) => module.routes.map((route) => route.path)),
      ),
    });

    const apis: ApiStack[] = [];
    const urlOutputs = new Map<string, CfnOutput>();
    for (const group of apiGroupsOf(props.modules)) {
      const nested = new ApiStack(this, `${camelOf(group.mount)}Api`, {
        group,
        stage: props.stage,
        sources: props.sources ?? routeTableSources,
        table,
        bucket,
        fieldEncryptionSecret,
        paymentGatewaySecret,
        printRenderer: printRenderer.function,
        throttle: props.throttle,
        logRetention,
        webAclArn: this.firewall.webAcl.attrArn,
        ...(props.rollbackAlarmsFor ? { rollbackAlarmsFor: props.rollbackAlarmsFor } : {}),
        ...(props.domain ? { publicBaseUrl: `https://${props.domain.name}/api/v1/${group.mount}` } : {}),
        paymentPageUrl: props.paymentPageUrl,
        corsOrigins: props.corsOrigins,
      });
      nested.node.addDependency(apiGatewayLogging);
      apis.push(nested);
      const output = new CfnOutput(this, `${group.mount}Url`.replace(/[-/]/g, ''), {
        value: nested.api.url,
        description: `${group.mount} API`,
      });
      urlOutputs.set(group.mount, output);
    }
    this.apis = apis;
    this.urlOutputs = urlOutputs;

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: props.stage,
      topic: this.alarmTopic,
      apis: apis.map((nested) => ({ mount: nested.group.mount, restApiName: nested.api.restApiName })),
      apiFunctions: apis.flatMap((nested) => nested.functions),
      table,
      functions: [
        { label: 'Notifier', fn: notifier.stream.fn },
        { label: 'UploadSweeper', fn: uploadSweeper.stream.fn },
        { label: 'Scheduler', fn: scheduler.function },
        { label: 'PrintRenderer', fn: printRenderer.function },
      ],
      streams: [
        { label: 'Notifier', fn: notifier.stream.fn },
        { label: 'UploadSweeper', fn: uploadSweeper.stream.fn },
      ],
      deadLetterQueues: [
        { label: 'Notifier', queue: notifier.stream.deadLetters },
        { label: 'UploadSweeper', queue: uploadSweeper.stream.deadLetters },
        { label: 'Scheduler', queue: scheduler.deadLetters },
      ],
      smsSpendLimitUsd: props.smsSpendLimitUsd,
    });

    // One plan per surface across its APIs: a key admitted to the staff surface reaches every area.
    // Its throttle and quota apply to each key of the plan, from the stage's configuration; the apps'
    // plans have no quota (their one shared key would cut off every app user at once).
    const usagePlans = new Map<Surface, UsagePlan>();
    for (const surface of new Set(apis.map((nested) => nested.group.surface))) {
      const limits = props.limits[surface];
      usagePlans.set(
        surface,
        new UsagePlan(this, `${camelOf(surface)}UsagePlan`, {
          name: `real-estate-${surface}-${props.stage}`,
          throttle: { rateLimit: limits.rateLimit, burstLimit: limits.burstLimit },
          ...(limits.monthlyQuota === undefined
            ? {}
            : { quota: { limit: limits.monthlyQuota, period: Period.MONTH } }),
          apiStages: apis
            .filter((nested) => nested.group.surface === surface)
            .map((nested) => ({ api: nested.api, stage: nested.api.deploymentStage })),
        }),
      );
    }
    this.usagePlans = usagePlans;

    for (const partner of props.partnerKeys) {
      const key = new ApiKey(this, `Key${partner.name.replace(/[^A-Za-z0-9]/g, '')}`, {
        apiKeyName: `real-estate-${props.stage}-${partner.name}`,
        description: `Partner key ${partner.name}: ${partner.surfaces.join(', ')}`,
      });
      for (const surface of partner.surfaces) usagePlans.get(surface)?.addApiKey(key);
    }

    if (props.domain) {
      const { name, certificateArn, hostedZone } = props.domain;
      const domain = new DomainName(this, 'Domain', {
        domainName: name,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
        endpointType: EndpointType.REGIONAL,
        securityPolicy: SecurityPolicy.TLS_1_2,
      });
      // IPv4 and IPv6 on the domain (the APIs behind it need not be): hence the AAAA record too.
      (domain.node.defaultChild as CfnDomainName).addPropertyOverride(
        'EndpointConfiguration.IpAddressType',
        'dualstack',
      );
      // Multi-level base paths: API Gateway picks the longest, so `system-user/crm` wins over `system-user`.
      for (const nested of apis)
        domain.addApiMapping(nested.api.deploymentStage, { basePath: `api/v1/${nested.group.mount}` });
      if (hostedZone) {
        const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: hostedZone.id,
          zoneName: hostedZone.name,
        });
        const target = RecordTarget.fromAlias(new ApiGatewayDomain(domain));
        new ARecord(this, 'DomainAlias', { zone, recordName: name, target });
        new AaaaRecord(this, 'DomainAliasIpv6', { zone, recordName: name, target });
      }
      // Without a zone in this account, the operator's DNS points the name at these (an alias or CNAME).
      new CfnOutput(this, 'RegionalDomainName', {
        value: domain.domainNameAliasDomainName,
        description: `Where ${name} must point (alias or CNAME)`,
      });
      new CfnOutput(this, 'RegionalHostedZoneId', {
        value: domain.domainNameAliasHostedZoneId,
        description: `The hosted zone of RegionalDomainName, for an alias record of ${name}`,
      });
      this.baseUrlOutput = new CfnOutput(this, 'BaseUrl', {
        value: `https://${name}/api/v1`,
        description: 'Each API at <BaseUrl>/<mount>',
      });
    }
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'BucketName', { value: bucket.bucketName });
    new CfnOutput(this, 'Region', { value: Aws.REGION });
  }
}
