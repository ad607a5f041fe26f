import { NestedStack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { stages } from '../../../infra/config/stages';
import { apiGroupsOf } from '../../../infra/stacks/api-layout';
import { mountOf } from '../../../shared/http/route';
import { filledStages } from '../support/filled-config';
import { routeTableSynth, variantsSynth } from '../support/shared-synth';
import { nagFindings, type Synthesized } from '../support/structure';

// Structure only: no function is bundled here (test/infra/bundling.test.ts proves bundling works).

let stacks: Synthesized;
beforeAll(() => {
  stacks = routeTableSynth();
}, 120_000);

/** The template of the REST API mounted at `mount` (`client`, `system-user`, `system-user/crm`). */
const apiStack = (mount: string) => {
  const found = stacks.root.apis.find((stack) => stack.group.mount === mount);
  if (!found) throw new Error(`no API mounted at ${mount}`);
  return Template.fromStack(found);
};

describe('CDK stack (synthesized offline)', () => {
  it('has a method for every route of the route table, each requiring an API key', () => {
    for (const module of resourceModules) {
      const template = apiStack(mountOf(module));
      for (const route of module.routes) {
        template.hasResourceProperties('AWS::ApiGateway::Method', {
          HttpMethod: route.method,
          OperationName: route.operationId,
          ApiKeyRequired: true,
          RequestParameters: Match.objectLike({ 'method.request.header.x-secret-key': true }),
        });
      }
      const methods = template.findResources('AWS::ApiGateway::Method');
      const routed = Object.values(methods).filter((m) => m.Properties.HttpMethod !== 'OPTIONS');
      const apiRoutes = resourceModules
        .filter((m) => mountOf(m) === mountOf(module))
        .flatMap((m) => m.routes);
      expect(routed).toHaveLength(apiRoutes.length);
    }
  });

  it('builds one REST API per surface and staff area, binary multipart, throttled stage, one usage plan per surface', () => {
    const groups = apiGroupsOf(resourceModules);
    expect(stacks.root.apis.map((stack) => stack.group.mount)).toEqual(groups.map((group) => group.mount));
    for (const { mount } of groups) {
      const template = apiStack(mount);
      template.resourceCountIs('AWS::ApiGateway::RestApi', 1);
      template.hasResourceProperties('AWS::ApiGateway::RestApi', {
        BinaryMediaTypes: ['multipart/form-data'],
      });
      template.hasResourceProperties('AWS::ApiGateway::Stage', {
        MethodSettings: Match.arrayWith([
          Match.objectLike({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 }),
        ]),
        AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      });
      template.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
        ValidateRequestParameters: true,
      });
    }
    const root = Template.fromStack(stacks.root);
    const surfaces = [...new Set(groups.map((group) => group.surface))];
    root.resourceCountIs('AWS::ApiGateway::UsagePlan', surfaces.length);
    for (const surface of surfaces) {
      root.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
        UsagePlanName: `real-estate-${surface}-test`,
        // A stage without its own configuration (the tests' `test`) takes dev's limits.
        Throttle: {
          RateLimit: stages.dev.limits[surface].rateLimit,
          BurstLimit: stages.dev.limits[surface].burstLimit,
        },
        ApiStages: groups.filter((group) => group.surface === surface).map(() => Match.anyValue()),
      });
    }
    for (const { mount } of groups) {
      expect(Object.keys(root.findOutputs(`${mount}Url`.replace(/[-/]/g, '')))).toHaveLength(1);
    }
  });

  it('validates requests at the gateway with models generated from the same schemas', () => {
    const client = apiStack('client');
    client.hasResourceProperties('AWS::ApiGateway::Model', {
      Name: 'ClientLoginBody',
      ContentType: 'application/json',
      Schema: Match.objectLike({
        type: 'object',
        properties: Match.objectLike({ password: Match.objectLike({ type: 'string' }) }),
      }),
    });
    const models = client.findResources('AWS::ApiGateway::Model');
    expect(JSON.stringify(models)).not.toContain('"required"');
    client.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
      ValidateRequestBody: true,
      ValidateRequestParameters: true,
    });
    client.hasResourceProperties('AWS::ApiGateway::Method', {
      OperationName: 'clientLogin',
      RequestModels: { 'application/json': Match.anyValue() },
    });
    client.hasResourceProperties('AWS::ApiGateway::Method', {
      OperationName: 'clientAddMaintenanceComment',
      RequestParameters: Match.objectLike({
        'method.request.header.Authorization': true,
        'method.request.path.maintenance_request_id': true,
      }),
    });
    client.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'BAD_REQUEST_BODY',
      StatusCode: '422',
    });
    client.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'BAD_REQUEST_PARAMETERS',
      StatusCode: '401',
    });
    apiStack('system').hasResourceProperties('AWS::ApiGateway::Method', {
      OperationName: 'systemListDiscounts',
      RequestParameters: Match.objectLike({ 'method.request.querystring.project_id': false }),
    });
  });

  it('creates the partner API keys and attaches them to the usage plans', () => {
    const root = Template.fromStack(stacks.root);
    root.resourceCountIs('AWS::ApiGateway::ApiKey', 1);
    // Keys of the context: `call-centre` on the system surface, `apps` on the client and staff ones.
    const custom = variantsSynth();
    Template.fromStack(custom.root).resourceCountIs('AWS::ApiGateway::ApiKey', 2);
    const usagePlanKeys = custom.root.apis.flatMap((stack) =>
      Object.keys(Template.fromStack(stack).findResources('AWS::ApiGateway::UsagePlanKey')),
    );
    const rootUsagePlanKeys = Object.keys(
      Template.fromStack(custom.root).findResources('AWS::ApiGateway::UsagePlanKey'),
    );
    expect(usagePlanKeys.length + rootUsagePlanKeys.length).toBe(3);
  });

  it('keeps the table on demand, with PITR, TTL, encryption, a lean collection index, retained', () => {
    const root = Template.fromStack(stacks.root);
    root.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            Projection: {
              ProjectionType: 'INCLUDE',
              NonKeyAttributes: [
                'status',
                'type',
                'value_type',
                'project_id',
                'created_at',
                'is_for_rent',
                'room_count',
                'price_after_tax',
              ],
            },
          }),
        ],
      }),
    });
  });

  it('delivers the outbox from the table stream: new outbox messages only, retried, then a dead-letter queue', () => {
    const root = Template.fromStack(stacks.root);
    root.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    root.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 5,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { NewImage: { entity_type: { S: ['OUTBOX_MESSAGE'] } } },
            }),
          },
        ],
      },
    });
    root.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    const policies = JSON.stringify(root.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('sns:Publish');
    expect(policies).toContain('ses:SendEmail');
    root.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM: 'no-reply@example.com' }) },
    });
  });

  it('sweeps the objects of expired pending uploads: TTL deletions of UPLOAD# items only', () => {
    const root = Template.fromStack(stacks.root);
    root.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['REMOVE'],
              userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
              dynamodb: { Keys: { pk: { S: [{ prefix: 'UPLOAD#' }] } } },
            }),
          },
        ],
      },
    });
    const policies = JSON.stringify(root.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('s3:DeleteObject');
    expect(policies).toContain('/staging/*');
  });

  it('expires staged uploads (presigned PUTs land under staging/ and are copied on completion)', () => {
    Template.fromStack(stacks.root).hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'staging/',
            Status: 'Enabled',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });

  it('keeps the files bucket private, encrypted, versioned and TLS-only', () => {
    const root = Template.fromStack(stacks.root);
    root.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    root.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('runs every function on nodejs22.x arm64, one per resource module, with only the table grants it needs', () => {
    let functions = 0;
    for (const stack of stacks.root.apis) {
      const template = Template.fromStack(stack);
      const found = template.findResources('AWS::Lambda::Function', {
        Properties: { Runtime: 'nodejs22.x', Architectures: ['arm64'] },
      });
      functions += Object.keys(found).length;
    }
    expect(functions).toBe(resourceModules.length);
    // Each function's policy holds only what its module declares.
    const policyOf = (prefix: string) =>
      JSON.stringify(
        Object.entries(apiStack('system').findResources('AWS::IAM::Policy')).filter(([id]) =>
          id.startsWith(prefix),
        ),
      );
    expect(policyOf('UnitsFunction')).toContain('dynamodb:Query');
    expect(policyOf('UnitsFunction')).not.toContain('dynamodb:PutItem');
    expect(policyOf('UnitsFunction')).not.toContain('s3:PutObject');
    expect(policyOf('ArchiveFunction')).toContain('secretsmanager:GetSecretValue');
    // Completing a presigned upload copies staging/<id> to the file's key (read + write) and deletes it.
    for (const action of ['"s3:GetObject"', '"s3:PutObject"', '"s3:DeleteObject"'])
      expect(policyOf('ArchiveFunction')).toContain(action);
    // The exact actions, not CDK's grant families (GetObject* includes ACL and tagging reads).
    expect(policyOf('ArchiveFunction')).not.toContain('s3:GetObject*');
    expect(policyOf('ArchiveFunction')).not.toContain('s3:DeleteObject*');
    expect(policyOf('ClientsFunction')).not.toContain('secretsmanager:GetSecretValue');
  });

  it("keeps the payment gateway's webhook secret in Secrets Manager, readable only by the payment-gateway function", () => {
    const root = Template.fromStack(stacks.root);
    const secrets = root.findResources('AWS::SecretsManager::Secret');
    const gateway = Object.entries(secrets).filter(([id]) => id.startsWith('PaymentGatewaySecret'));
    expect(gateway).toHaveLength(1);
    expect(gateway[0]?.[1]).toMatchObject({ DeletionPolicy: 'Retain' });
    const system = apiStack('system');
    const functions = Object.entries(system.findResources('AWS::Lambda::Function'));
    const withSecret = functions.filter(([, fn]) =>
      Object.hasOwn(fn.Properties.Environment?.Variables ?? {}, 'PAYMENT_GATEWAY_SECRET_ARN'),
    );
    expect(withSecret.map(([id]) => id.replace(/[0-9A-F]{8}$/, ''))).toEqual(['PaymentGatewayFunction']);
    const policies = Object.entries(system.findResources('AWS::IAM::Policy'));
    const policyOf = (prefix: string) => JSON.stringify(policies.filter(([id]) => id.startsWith(prefix)));
    expect(policyOf('PaymentGatewayFunction')).toContain('secretsmanager:GetSecretValue');
    expect(policyOf('PaymentGatewayFunction')).not.toContain('s3:');
    // The archive reads the field-encryption key only, never the gateway's secret (and the reverse).
    const secretParameter = (prefix: string) =>
      JSON.stringify(functions.find(([id]) => id.startsWith(prefix))?.[1].Properties.Environment);
    expect(secretParameter('ArchiveFunction')).not.toContain('PAYMENT_GATEWAY');
    expect(secretParameter('PaymentGatewayFunction')).not.toContain('FIELD_ENCRYPTION');
  });

  it('passes cdk-nag AwsSolutions with no unsuppressed finding', () => {
    expect(nagFindings(stacks, 'error')).toEqual([]);
    expect(nagFindings(stacks, 'warning')).toEqual([]);
  });

  it('has cdk-nag findings in the nested API stacks once the written suppressions are removed', () => {
    const unsuppressed = variantsSynth();
    const errors = nagFindings(unsuppressed, 'error');
    expect(
      errors.some((finding) => finding.includes('/clientApi/') && finding.includes('AwsSolutions-APIG4')),
    ).toBe(true);
    expect(errors.some((finding) => finding.includes('AwsSolutions-IAM5'))).toBe(true);
  });

  it('nests every REST API in its own stack', () => {
    expect(stacks.root.apis.every((stack) => stack instanceof NestedStack)).toBe(true);
    expect(new Set(stacks.root.apis.map((stack) => stack.nestedStackParent))).toEqual(new Set([stacks.root]));
  });

  it('maps each REST API at api/v1/<mount> on a custom domain when one is given', () => {
    const withDomain = variantsSynth();
    const root = Template.fromStack(withDomain.root);
    const { domain } = filledStages.prod;
    root.hasResourceProperties('AWS::ApiGateway::DomainName', { DomainName: domain.name });
    // With the stage's hosted zone, its IPv4 and IPv6 alias records.
    root.resourceCountIs('AWS::Route53::RecordSet', 2);
    for (const surface of ['client', 'system', 'system-user']) {
      root.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', { ApiMappingKey: `api/v1/${surface}` });
    }
    root.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', withDomain.root.apis.length);
    // Each function's public address is the stage's domain and its API's mount (never request headers).
    for (const nested of withDomain.root.apis) {
      const functions = Object.values(Template.fromStack(nested).findResources('AWS::Lambda::Function'));
      expect(functions.length).toBeGreaterThan(0);
      for (const fn of functions)
        expect(fn.Properties.Environment.Variables.PUBLIC_BASE_URL).toBe(
          `https://${domain.name}/api/v1/${nested.group.mount}`,
        );
    }
  });

  it("gives each function its API's execute-api address as PUBLIC_BASE_URL without a custom domain", () => {
    const functions = Object.values(apiStack('system').findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      const url = JSON.stringify(fn.Properties.Environment.Variables.PUBLIC_BASE_URL);
      expect(url).toContain('.execute-api.');
      expect(url).toContain('Ref');
    }
  });
});
