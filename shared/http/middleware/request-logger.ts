import { logger } from '../../logger';
import { type ApiMiddleware, findState } from './state';

/** Adds the request id and route to every log line of the invocation, and logs one line at its end. */
export function requestLogger(): ApiMiddleware {
  const logCompletion = async (request: Parameters<NonNullable<ApiMiddleware['after']>>[0]) => {
    const state = findState(request.event);
    logger.info('request completed', {
      status: request.response?.statusCode,
      duration_ms: state ? Date.now() - state.startedAt : undefined,
      operation: state?.route.operationId,
      api_key: state?.apiKey?.name,
    });
  };
  return {
    before: async function addRequestKeys(request) {
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
