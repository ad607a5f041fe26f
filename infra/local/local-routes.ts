import type { IncomingMessage, ServerResponse } from 'node:http';
import { runAsFunction } from './function-scope';
import { localFixture } from './local-fixtures';
import { localScheduler } from './local-resources';
import type { LocalOutbox } from './outbox';

function sendJson(response: ServerResponse, statusCode: number, body: unknown): number {
  response.writeHead(statusCode, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
  return statusCode;
}

/**
 * Routes of the local stack only (no AWS gateway has them), under `{base_url}/local/`: what the
 * notifier delivered (`GET /local/outbox?to=`); `POST /local/staff-accounts` makes a signed-in
 * staff account of its own for the delete-account example; `POST /local/<fixture>` a record of its
 * own for an example, one of the `fixtures` the modules' examples.ts declare (a fresh pending
 * approval, a unit held for init sale, a unit and a lead to hold, a contracted, a deletable or a
 * cancelled sale, a deleted payment, a pending online payment), answering 500 with the error's
 * message when it fails;
 * `POST /local/payment-gateway/{operation_id}` with `{ "status": "paid" | "failed" }` plays the
 * payment gateway: a signed report to the webhook, answering what the webhook answered;
 * `POST /local/jobs/<name>?at=<ISO time>` runs a scheduled job as of that time (a hold's expiry two
 * days ahead, without waiting two days). Answers the status sent, or undefined when `path` is not
 * one of them.
 */
export async function serveLocalRoute(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  outbox: Pick<LocalOutbox, 'messages'>,
): Promise<number | undefined> {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'GET' && path === '/local/outbox') {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to')?.trim();
    return sendJson(response, 200, { data: outbox.messages(to || undefined) });
  }
  if (method === 'POST' && path === '/local/staff-accounts') {
    const { newSignedInStaffAccount } = await import('./staff-accounts');
    return sendJson(response, 201, { data: await newSignedInStaffAccount() });
  }
  const fixture = method === 'POST' ? await localFixture(path.replace(/^\/local\//, '')) : undefined;
  if (fixture) {
    try {
      return sendJson(response, 200, { data: await fixture() });
    } catch (error) {
      // The Postman run retries a fixture that failed on a busy stack, and names the failure.
      return sendJson(response, 500, { message: String(error), code: (error as { code?: string }).code });
    }
  }
  if (method === 'POST' && path.startsWith(JOBS)) return runJobAt(request, response, path.slice(JOBS.length));
  if (method === 'POST' && path.startsWith(LOCAL_GATEWAY)) {
    const { playGateway } = await import('./payment-gateway-route');
    const answer = await playGateway(request, path.slice(LOCAL_GATEWAY.length));
    return sendJson(response, answer.status, answer.body);
  }
  return undefined;
}

const JOBS = '/local/jobs/';
/** `POST /local/payment-gateway/{operation_id}` with `{ "status": "paid" | "failed" }`: plays the gateway. */
const LOCAL_GATEWAY = '/local/payment-gateway/';

/** Runs one scheduled job once as of `?at=` (default now), as the scheduler would at that due time. */
async function runJobAt(request: IncomingMessage, response: ServerResponse, name: string): Promise<number> {
  const { scheduledJobs } = await import('../../shared/scheduler/jobs');
  const job = scheduledJobs.find((candidate) => candidate.name === name);
  if (!job)
    return sendJson(response, 404, {
      message: `No job ${name}. Jobs: ${scheduledJobs.map((known) => known.name).join(', ')}`,
    });
  const at = new URL(request.url ?? '/', 'http://localhost').searchParams.get('at');
  const dueAt = at ? new Date(at) : new Date();
  if (Number.isNaN(dueAt.getTime()))
    return sendJson(response, 422, { message: 'at must be an ISO 8601 time, e.g. 2026-11-26T10:00:00Z' });
  const { runJobOnce } = await import('../../shared/scheduler/run-job');
  // As the scheduler's function: with its environment and table grant only.
  const scheduler = localScheduler({
    tableName: process.env.TABLE_NAME as string,
    bucketName: process.env.BUCKET_NAME as string,
  });
  const ran = await runAsFunction(scheduler, () => runJobOnce(job, dueAt));
  return sendJson(response, 200, { data: { job: job.name, due_at: dueAt.toISOString(), ran } });
}
