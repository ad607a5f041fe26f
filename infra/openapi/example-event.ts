import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { resourcePathOf } from '../../shared/http/route';
import { localFixture } from '../local/local-fixtures';
import { requestEvent } from '../local/make-event';
import { replayEvent } from '../local/replay-event';
import {
  type CodeReader,
  type CreatedIds,
  type ExampleCall,
  exampleForm,
  exampleJson,
  exampleParameters,
  exampleUrl,
  rememberCreated,
  rememberFixture,
  tokenKindOf,
} from './example-requests';
import { signedHeaders } from './signed-headers';

/**
 * The API Gateway proxy event of an operation's request example, as the local gateway would build
 * it: what `npm run invoke -- <operationId>` and the events test replay. A bearer token is written
 * `{{client_token}}` or `{{staff_token}}`, which the replay fills with a fresh demo token.
 */
export async function exampleEvent(
  call: ExampleCall,
  created: CreatedIds,
  codeFor: CodeReader,
): Promise<APIGatewayProxyEvent> {
  const url = new URL(exampleUrl('http://127.0.0.1:3000/api/v1', call, created));
  const kind = tokenKindOf(call);
  const json = exampleJson(call, created);
  const form = json === undefined ? await exampleForm(call, created, codeFor) : undefined;
  return requestEvent({
    method: call.route.method,
    path: url.pathname,
    resource: resourcePathOf(call.module, call.route),
    pathParameters: exampleParameters(call, created),
    query: url.searchParams,
    headers: [
      ['Accept', 'application/json'],
      ...(kind ? [['Authorization', `Bearer {{${kind}_token}}`] as [string, string]] : []),
      ...Object.entries(signedHeaders(call.example.headers, json ?? '')),
    ],
    ...(form ? { form } : {}),
    ...(json !== undefined ? { json } : {}),
  });
}

/** A response body as JSON when it is JSON, else as the text it is. */
export function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Replays an example call through its Lambda handler, noting what it created for later calls. */
export async function replayExample(
  call: ExampleCall,
  created: CreatedIds,
  codeFor: CodeReader,
): Promise<APIGatewayProxyResult> {
  if (call.example.localFixture) {
    const fixture = await localFixture(call.example.localFixture);
    if (fixture) rememberFixture(await fixture(), created);
  }
  const result = await replayEvent(JSON.stringify(await exampleEvent(call, created, codeFor)));
  await rememberCreated(call, result.statusCode, parsedBody(result.body), created);
  return result;
}
