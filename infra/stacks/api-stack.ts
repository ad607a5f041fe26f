import { Duration, NestedStack, type NestedStackProps, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  type JsonSchema,
  JsonSchemaVersion,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestValidator,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  CORS_ALLOW_HEADERS,
  CORS_EXPOSE_HEADERS,
  CORS_MAX_AGE_SECONDS,
  CORS_METHODS,
} from '../../shared/http/cors';
import {
  apiFunctionEnvironment,
  browserSurfaces,
  PLACEHOLDER_PAYMENT_PAGE,
  type StageResources,
} from '../../shared/http/function-environment';
import { resourcePathOf } from '../../shared/http/route';
import { ApiFunction } from '../constructs/api-function';
import { CanaryRollouts, type RollbackAlarms } from '../constructs/canary-rollouts';
import type { LabelledFunction } from '../constructs/monitoring/monitoring';
import { type ApiGroup, apiPathsOf, pascalOf, preflightPlacesOf } from './api-layout';
import type { ApiSources } from './api-sources';

export interface ThrottleSettings {
  rateLimit: number;
  burstLimit: number;
}

export interface ApiStackProps extends NestedStackProps {
  group: ApiGroup;
  stage: string;
  sources: ApiSources;
  table: ITable;
  bucket: IBucket;
  fieldEncryptionSecret: ISecret;
  /** The payment gateway's webhook secret, which modules granted `paymentGateway` may read. */
  paymentGatewaySecret: ISecret;
  /** The print renderer, which modules granted `prints` may invoke. */
  printRenderer?: IFunction;
  throttle: ThrottleSettings;
  /**
   * The API's public address (the functions' PUBLIC_BASE_URL): `https://<domain>/api/v1/<mount>` with
   * a custom domain; without one, the API's own execute-api address and stage.
   */
  publicBaseUrl?: string;
  /** The payment gateway's checkout page (modules granted `paymentPage`; dev: a placeholder). */
  paymentPageUrl?: string;
  /** Browser origins allowed to call the API (system and staff surfaces): CORS. */
  corsOrigins?: readonly string[];
  /** How long the API's access and execution logs and its functions' logs are kept. */
  logRetention: RetentionDays;
  /** The stage's regional WAF web ACL, associated with the API's stage. */
  webAclArn?: string;
  /** More alarms each function's canary rolls back on (besides its live alias's errors). */
  rollbackAlarmsFor?: RollbackAlarms;
}

/**
 * One REST API in its own nested stack, so no stack grows with the whole catalogue: a function per
 * resource module, a method per route (at its path inside the API: a staff area's prefix is the
 * mapping's), API keys required everywhere, header and body validation, binary multipart, access
 * and execution logs (kept with the stage's retention, and when the stack goes) and stage throttling.
 * The usage plan that admits keys is the surface's, in the parent, as is the account's logging role.
 */
export class ApiStack extends NestedStack {
  readonly api: RestApi;
  readonly group: ApiGroup;
  /**
   * Each module's function, labelled `<Mount>-<Resource>` (`SystemUserCrm-Clients`): the root's
   * monitoring gives each its health alarm there, by function name, not in this stack's budget.
   */
  readonly functions: readonly LabelledFunction[];
  /** Each function's `live` alias (the integrations' target) and canary deployment group. */
  readonly rollouts: CanaryRollouts;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { group } = props;
    this.group = group;
    const name = group.mount.replace(/\//g, '-');
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.api = new RestApi(this, 'Api', {
      restApiName: `real-estate-${name}-${props.stage}`,
      description: `Real-estate API, ${group.surface} surface${group.area ? `, ${group.area} area` : ''}`,
      endpointTypes: [EndpointType.REGIONAL],
      binaryMediaTypes: ['multipart/form-data'],
      cloudWatchRole: false,
      deployOptions: {
        stageName: props.stage,
        throttlingRateLimit: props.throttle.rateLimit,
        throttlingBurstLimit: props.throttle.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        // Errors only (API Gateway's own: authorizer, integration, throttling), never request bodies.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        tracingEnabled: true,
      },
      defaultMethodOptions: { apiKeyRequired: true },
    });
    // API Gateway writes execution logs to this group: created here so it has a retention (and stays).
    new LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${props.stage}`,
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const parameterValidator = new RequestValidator(this, 'ParameterValidator', {
      restApi: this.api,
      validateRequestParameters: true,
      validateRequestBody: false,
    });
    const bodyValidator = new RequestValidator(this, 'BodyValidator', {
      restApi: this.api,
      validateRequestParameters: true,
      validateRequestBody: true,
    });
    // Only headers are required parameters, so a failed parameter check is a missing key or token: 401.
    this.api.addGatewayResponse('MissingParameters', {
      type: ResponseType.BAD_REQUEST_PARAMETERS,
      statusCode: '401',
      templates: { 'application/json': '{"message":"Unauthenticated."}' },
    });
    // A JSON body of the wrong types (missing fields reach the function, which names each one).
    this.api.addGatewayResponse('InvalidBody', {
      type: ResponseType.BAD_REQUEST_BODY,
      statusCode: '422',
      templates: {
        'application/json':
          '{"message":"The given data was invalid.","errors":{"body":["The given data was invalid."]}}',
      },
    });
    if (props.webAclArn)
      new CfnWebACLAssociation(this, 'WebAclAssociation', {
        resourceArn: this.api.deploymentStage.stageArn,
        webAclArn: props.webAclArn,
      });
    this.rollouts = new CanaryRollouts(this, 'Rollouts', {
      name: `${name}-${props.stage}`,
      ...(props.rollbackAlarmsFor ? { rollbackAlarmsFor: props.rollbackAlarmsFor } : {}),
    });
    const functions: LabelledFunction[] = [];
    // Built from the API's id, not `api.url` (the deployment, which depends on every method: a cycle).
    const publicBaseUrl =
      props.publicBaseUrl ??
      `https://${this.api.restApiId}.execute-api.${this.region}.${this.urlSuffix}/${props.stage}`;
    const resources: StageResources = {
      tableName: props.table.tableName,
      bucketName: props.bucket.bucketName,
      fieldEncryptionSecretArn: props.fieldEncryptionSecret.secretArn,
      paymentGatewaySecretArn: props.paymentGatewaySecret.secretArn,
      printRendererFunction: props.printRenderer?.functionName ?? '',
      paymentPageUrl: props.paymentPageUrl ?? PLACEHOLDER_PAYMENT_PAGE,
      corsOrigins: props.corsOrigins ?? [],
    };
    for (const module of group.modules) {
      if (module.grants.prints && !props.printRenderer)
        throw new Error(`${module.resource} prints, but no print renderer is given`);
      const fn = new ApiFunction(this, `${pascalOf(module.resource)}Function`, {
        entry: props.sources.entryOf(module),
        description: `Real-estate API ${module.surface}/${module.resource}: ${module.routes.length} operations`,
        // The declaration the local stack gives the same module (pagination links and every other
        // public address come from PUBLIC_BASE_URL, never from request headers).
        environment: apiFunctionEnvironment(module, resources, publicBaseUrl),
        logRetention: props.logRetention,
      }).grantTable(props.table, module.grants.table);
      functions.push({ label: `${pascalOf(group.mount)}-${pascalOf(module.resource)}`, fn });
      if (module.grants.bucket) fn.grantBucket(props.bucket, module.grants.bucket);
      if (module.grants.fieldEncryption) props.fieldEncryptionSecret.grantRead(fn);
      if (module.grants.paymentGateway) props.paymentGatewaySecret.grantRead(fn);
      if (module.grants.prints) props.printRenderer?.grantInvoke(fn);
      // Requests reach the `live` alias, which CodeDeploy shifts to a new version by canary.
      // One permission per function for the whole API instead of two per method.
      const integration = new LambdaIntegration(this.rollouts.publish(fn), {
        scopePermissionToMethod: false,
      });
      for (const route of module.routes) {
        const { requestParameters, jsonBodyModel } = props.sources.validationOf(route);
        const model = jsonBodyModel
          ? this.api.addModel(`${pascalOf(route.operationId)}Body`, {
              contentType: 'application/json',
              modelName: `${pascalOf(route.operationId)}Body`,
              schema: { schema: JsonSchemaVersion.DRAFT4, ...(jsonBodyModel as JsonSchema) },
            })
          : undefined;
        this.api.root.resourceForPath(resourcePathOf(module, route)).addMethod(route.method, integration, {
          operationName: route.operationId,
          apiKeyRequired: true,
          requestValidator: model ? bodyValidator : parameterValidator,
          requestParameters,
          ...(model ? { requestModels: { 'application/json': model } } : {}),
        });
      }
    }
    this.addPreflights(props.corsOrigins ?? []);
    this.rollouts.addErrorAlarms();
    this.functions = functions;
  }

  /**
   * A browser back office calls the system and staff APIs: their preflights are answered by API
   * Gateway itself, without keys, from a few mock OPTIONS methods (`preflightPlacesOf`): REST routes
   * on the path and the method together, so a preflight to a route's resource, which has no OPTIONS
   * of its own, falls through to the greedy `{proxy+}` OPTIONS above it. One per resource would cost
   * each API as many methods again as it has paths. The functions add the origin to their answers.
   */
  private addPreflights(origins: readonly string[]): void {
    if (!browserSurfaces.includes(this.group.surface) || origins.length === 0) return;
    const options = {
      allowOrigins: [...origins],
      allowHeaders: [...CORS_ALLOW_HEADERS],
      allowMethods: [...CORS_METHODS],
      exposeHeaders: [...CORS_EXPOSE_HEADERS],
      maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
    };
    const places = preflightPlacesOf(apiPathsOf(this.group));
    for (const path of places.options) this.api.root.resourceForPath(path).addCorsPreflight(options);
    for (const path of places.greedy)
      this.api.root.resourceForPath(`${path === '/' ? '' : path}/{proxy+}`).addCorsPreflight(options);
  }
}
