import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { requireEnv } from '../config/env';
import { runOperation } from './dispatch';
import { requiredVariablesOf } from './function-environment';
import { bearerTokenCheck } from './middleware/bearer-token';
import { bodyParser } from './middleware/body-parser';
import { corsResponder } from './middleware/cors';
import { errorResponder } from './middleware/error-responder';
import { keyPairCheck } from './middleware/key-pair';
import { requestLogger } from './middleware/request-logger';
import { responseShaper } from './middleware/response-shaper';
import { routeMatcher } from './middleware/route-matcher';
import { stateOf } from './middleware/state';
import type { ApiModule } from './module';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The Lambda handler of one resource module: the shared middleware stack around its operations. */
export function resourceHandler(module: ApiModule): ProxyHandler {
  // A stage without a setting the module needs fails here, at the cold start, not on one route.
  for (const name of requiredVariablesOf(module)) requireEnv(name);
  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(httpHeaderNormalizer())
    // Its after and onError run last, so the headers reach every answer, errors included.
    .use(corsResponder())
    .use(requestLogger(module))
    .use(errorResponder())
    .use(routeMatcher(module))
    .use(keyPairCheck())
    .use(bearerTokenCheck())
    .use(bodyParser())
    .use(responseShaper())
    // The handler returns the operation's result; responseShaper turns it into the HTTP response.
    .handler(
      async (event) => (await runOperation(event, stateOf(event))) as unknown as APIGatewayProxyResult,
    );
  return handler as unknown as ProxyHandler;
}
