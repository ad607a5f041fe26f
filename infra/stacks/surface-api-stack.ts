import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  type JsonSchema,
  JsonSchemaVersion,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  Period,
  RequestValidator,
  ResponseType,
  RestApi,
  type UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { ResourceModule, Surface } from '../../shared/http/route';
import { lambdaEntryOf } from '../bundling/lambda-entry';
import { ApiFunction } from '../constructs/api-function';
import { requestValidation } from '../openapi/gateway-validation';

export interface ThrottleSettings {
  rateLimit: number;
  burstLimit: number;
}

export interface SurfaceApiStackProps extends NestedStackProps {
  surface: Surface;
  stage: string;
  modules: readonly ResourceModule[];
  table: ITable;
  bucket: IBucket;
  fieldEncryptionSecret: ISecret;
  throttle: ThrottleSettings;
}

/** PascalCase id from a kebab-case name. */
const pascal = (name: string) => name.replace(/(^|[-_/])(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * One surface's REST API in its own nested stack (keeps every stack far below CloudFormation's 500
 * resources): a function per resource module, a method per route, API keys required everywhere,
 * header validation, binary multipart, access logs, stage and usage-plan throttling.
 */
export class SurfaceApiStack extends NestedStack {
  readonly api: RestApi;
  readonly usagePlan: UsagePlan;

  constructor(scope: Construct, id: string, props: SurfaceApiStackProps) {
    super(scope, id, props);
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.api = new RestApi(this, 'Api', {
      restApiName: `real-estate-${props.surface}-${props.stage}`,
      description: `Real-estate API, ${props.surface} surface`,
      endpointTypes: [EndpointType.REGIONAL],
      binaryMediaTypes: ['multipart/form-data'],
      cloudWatchRole: false,
      deployOptions: {
        stageName: props.stage,
        throttlingRateLimit: props.throttle.rateLimit,
        throttlingBurstLimit: props.throttle.burstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: MethodLoggingLevel.OFF,
        tracingEnabled: true,
      },
      defaultMethodOptions: { apiKeyRequired: true },
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
    for (const module of props.modules) {
      const fn = new ApiFunction(this, `${pascal(module.resource)}Function`, {
        entry: lambdaEntryOf(module),
        description: `Real-estate API ${props.surface}/${module.resource}: ${module.routes.length} operations`,
      }).bindTable(props.table, module.grants.table);
      if (module.grants.bucket) fn.bindBucket(props.bucket, module.grants.bucket);
      if (module.grants.fieldEncryption) fn.bindFieldEncryption(props.fieldEncryptionSecret);
      // One permission for the whole API instead of two per method.
      const integration = new LambdaIntegration(fn, { scopePermissionToMethod: false });
      for (const route of module.routes) {
        const { requestParameters, jsonBodyModel } = requestValidation(route);
        const model = jsonBodyModel
          ? this.api.addModel(`${pascal(route.operationId)}Body`, {
              contentType: 'application/json',
              modelName: `${pascal(route.operationId)}Body`,
              schema: { schema: JsonSchemaVersion.DRAFT4, ...(jsonBodyModel as JsonSchema) },
            })
          : undefined;
        this.api.root.resourceForPath(route.path).addMethod(route.method, integration, {
          operationName: route.operationId,
          apiKeyRequired: true,
          requestValidator: model ? bodyValidator : parameterValidator,
          requestParameters,
          ...(model ? { requestModels: { 'application/json': model } } : {}),
        });
      }
    }
    this.usagePlan = this.api.addUsagePlan('UsagePlan', {
      name: `real-estate-${props.surface}-${props.stage}`,
      throttle: props.throttle,
      quota: { limit: 5_000_000, period: Period.MONTH },
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
  }
}
