import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../../../shared/http/middleware/request-logger';
import { countBusinessEvent } from '../../../shared/metrics/business-events';

type MiddyRequest = Parameters<NonNullable<ReturnType<typeof requestLogger>['after']>>[0];

function middyRequest(statusCode?: number): MiddyRequest {
  const event = {
    httpMethod: 'POST',
    resource: '/saleable-details/{unit_id}/booking/make-booking',
    requestContext: { requestId: 'req-1', stage: 'staging' },
  } as unknown as APIGatewayProxyEvent;
  return {
    event,
    context: { awsRequestId: 'lambda-1', functionName: 'fn' } as Context,
    response: statusCode === undefined ? undefined : { statusCode, body: '{}' },
    error: undefined,
    internal: {},
  } as unknown as MiddyRequest;
}

/** The JSON lines written to stdout while `run` runs. */
async function linesOf(run: () => Promise<void>) {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log line', () => {
  // Tests run with LOG_LEVEL=SILENT; in Lambda the metrics line is written whatever the level.
  beforeEach(() => vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'fn'));
  afterEach(() => vi.unstubAllEnvs());

  const middleware = requestLogger({ surface: 'system-user', area: 'sales-support' });

  it('keeps its fields and carries the embedded metrics of the request and its business events', async () => {
    const request = middyRequest(201);
    const [line] = await linesOf(async () => {
      await middleware.before?.(request);
      countBusinessEvent('HoldsMade');
      await middleware.after?.(request);
    });
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'request completed',
      service: 'real-estate-api',
      request_id: 'req-1',
      lambda_request_id: 'lambda-1',
      function_name: 'fn',
      route: 'POST /saleable-details/{unit_id}/booking/make-booking',
      status: 201,
      Stage: 'staging',
      Api: 'system-user/sales-support',
      OperationId: 'unmatched',
      Requests: 1,
      Errors5xx: 0,
      HoldsMade: 1,
    });
    expect(typeof line?.Latency).toBe('number');
    expect(line).toHaveProperty('_aws.CloudWatchMetrics.1.Metrics', [{ Name: 'HoldsMade', Unit: 'Count' }]);
  });

  it('counts a request that left no response as the 502 the gateway answers', async () => {
    const request = middyRequest();
    const [line] = await linesOf(async () => {
      await middleware.before?.(request);
      await middleware.onError?.(request);
    });
    expect(line).not.toHaveProperty('status');
    expect(line?.Errors5xx).toBe(1);
  });

  it('does not carry an earlier invocation’s uncounted events into the next request', async () => {
    countBusinessEvent('PaymentsLanded');
    const request = middyRequest(200);
    const [line] = await linesOf(async () => {
      await middleware.before?.(request);
      await middleware.after?.(request);
    });
    expect(line).not.toHaveProperty('PaymentsLanded');
  });

  it('follows LOG_LEVEL outside Lambda, where no CloudWatch reads it', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    const request = middyRequest(200);
    const lines = await linesOf(async () => {
      await middleware.before?.(request);
      await middleware.after?.(request);
    });
    expect(lines).toEqual([]);
  });
});
