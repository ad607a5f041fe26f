import type { APIGatewayProxyResult } from 'aws-lambda';
import { translate } from '../../i18n';
import { envelope, type OperationResult } from '../envelopes';
import { type ApiMiddleware, jsonResponse, stateOf } from './state';

/** Wraps what an operation returned in the single-record or list envelope, in the caller's language. */
export function responseShaper(): ApiMiddleware {
  return {
    after: async function shapeResponse(request) {
      const result = request.response as unknown as OperationResult;
      const { locale, operation } = stateOf(request.event);
      const message = translate(locale, result.message ?? 'response.completed');
      const statusCode = operation.spec.response.created ? 201 : 200;
      request.response = jsonResponse(
        statusCode,
        envelope(result, message),
        request.event.requestContext?.requestId,
      ) as APIGatewayProxyResult;
    },
  };
}
