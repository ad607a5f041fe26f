import type { APIGatewayProxyEvent } from 'aws-lambda';
import { logger } from '../../logger';
import { takeBusinessEvents } from '../../metrics/business-events';
import { requestMetricFields } from '../request-metrics';
import { mountOf, type ResourceModule } from '../route';
import { type ApiMiddleware, findState } from './state';

// Keyed by the event, like the request state: the local gateway runs requests side by side.
const arrivals = new WeakMap<APIGatewayProxyEvent, number>();

/**
 * Adds the request id and route to every log line of the invocation, and logs one line at its end
 * that also carries the request's embedded metrics (shared/http/request-metrics.ts).
 */
export function requestLogger(module: Pick<ResourceModule, 'surface' | 'area'>): ApiMiddleware {
  const api = mountOf(module);
  const logCompletion = async (request: Parameters<NonNullable<ApiMiddleware['after']>>[0]) => {
    const state = findState(request.event);
    const now = Date.now();
    const status = request.response?.statusCode;
    logger.metrics('request completed', {
      status,
      duration_ms: state ? now - state.startedAt : undefined,
      operation: state?.route.operationId,
      api_key: state?.apiKey?.name,
      ...requestMetricFields({
        stage: request.event?.requestContext?.stage ?? 'local',
        api,
        operationId: state?.route.operationId ?? 'unmatched',
        // No response at all reaches the caller as API Gateway's 502.
        statusCode: status ?? 502,
        latencyMs: now - (arrivals.get(request.event) ?? now),
        events: takeBusinessEvents(),
        timestamp: now,
      }),
    });
  };
  return {
    before: async function addRequestKeys(request) {
      arrivals.set(request.event, Date.now());
      // Events counted outside a request (a previous invocation's failure path) are not this one's.
      takeBusinessEvents();
      logger.setInvocationKeys({
        request_id: request.event.requestContext?.requestId,
        lambda_request_id: request.context.awsRequestId,
        function_name: request.context.functionName,
        route: `${request.event.httpMethod} ${request.event.resource}`,
      });
    },
    after: logCompletion,
    onError: logCompletion,
  };
}
