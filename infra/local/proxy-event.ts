import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';

/** Media types API Gateway is told are binary (`binaryMediaTypes`); their bodies arrive base64-encoded. */
export const binaryMediaTypes = ['multipart/form-data'];

export interface IncomingRequest {
  method: string;
  /** Path as requested, e.g. `/api/v1/system/clients`. */
  path: string;
  /** API Gateway's resource template inside the surface, e.g. `/clients/{client_id}/update`. */
  resource: string;
  pathParameters: Record<string, string>;
  /** Header name/value pairs as sent (case kept), like node's rawHeaders. */
  rawHeaders: string[];
  searchParams: URLSearchParams;
  body: Buffer;
  sourceIp: string;
  stage: string;
}

/** A REST API (v1) Lambda proxy event, as API Gateway builds it. */
export function buildProxyEvent(request: IncomingRequest): APIGatewayProxyEvent {
  // Null-prototype maps: names come from the request (`__proto__` is a valid query key).
  const headers: Record<string, string> = Object.create(null);
  const multiValueHeaders: Record<string, string[]> = Object.create(null);
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i] as string;
    const value = request.rawHeaders[i + 1] as string;
    headers[name] = value;
    const list = multiValueHeaders[name] ?? [];
    list.push(value);
    multiValueHeaders[name] = list;
  }
  const query: Record<string, string> = Object.create(null);
  const multiQuery: Record<string, string[]> = Object.create(null);
  for (const [name, value] of request.searchParams) {
    query[name] = value;
    const list = multiQuery[name] ?? [];
    list.push(value);
    multiQuery[name] = list;
  }
  const contentType =
    Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const media = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const isBase64Encoded = binaryMediaTypes.includes(media);
  const hasBody = request.body.length > 0;
  const apiKey = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1] ?? null;
  const hasQuery = Object.keys(query).length > 0;
  const hasParameters = Object.keys(request.pathParameters).length > 0;
  return {
    resource: request.resource,
    path: request.path,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: hasParameters ? request.pathParameters : null,
    stageVariables: null,
    body: hasBody ? request.body.toString(isBase64Encoded ? 'base64' : 'utf8') : null,
    isBase64Encoded: hasBody && isBase64Encoded,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: request.method,
      path: request.path,
      stage: request.stage,
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: 'local',
      resourcePath: request.resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.sourceIp,
        user: null,
        userAgent: headers['User-Agent'] ?? headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

/** A Lambda context for in-process invocation (29 s, API Gateway's integration timeout). */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(deadline - Date.now(), 0),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
