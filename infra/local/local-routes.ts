import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_FIXTURES } from './local-fixtures';
import type { LocalOutbox } from './outbox';

/** `POST {base_url}/local/acceptances/discounts`: a fresh pending discount approval (no submit operation yet). */
const DEMO_APPROVAL = '/local/acceptances/discounts';
/** `POST {base_url}/local/init-sale/holds`: a fresh unit whose booking is accepted, ready for init sale. */
const DEMO_INIT_SALE_HOLD = '/local/init-sale/holds';

function sendJson(response: ServerResponse, statusCode: number, body: unknown): number {
  response.writeHead(statusCode, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
  return statusCode;
}

/**
 * Routes of the local stack only (no AWS gateway has them), under `{base_url}/local/`: what the
 * notifier delivered (`GET /local/outbox?to=`); `POST /local/staff-accounts` makes a signed-in
 * staff account of its own for the delete-account example; `POST /local/acceptances/discounts` a
 * fresh pending approval; `POST /local/init-sale/holds` a fresh unit held for init sale;
 * `POST /local/bookings/fixtures` a fresh unit and lead, and a held unit with its solvency;
 * `POST /local/<fixture>` a record of its own for an example (local-fixtures.ts: a contracted, a
 * deletable or a cancelled sale, a deleted payment, a pending online payment);
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
  if (method === 'POST' && path === DEMO_APPROVAL) {
    try {
      const { createDemoApproval } = await import('./seed/acceptances');
      return sendJson(response, 200, { data: { id: await createDemoApproval() } });
    } catch (error) {
      return sendJson(response, 500, { message: String(error), code: (error as { code?: string }).code });
    }
  }
  const fixtureName = path.replace(/^\/local\//, '');
  const fixture =
    method === 'POST' && Object.hasOwn(LOCAL_FIXTURES, fixtureName) ? LOCAL_FIXTURES[fixtureName] : undefined;
  if (fixture) return sendJson(response, 200, { data: await fixture() });
  if (method === 'POST' && path === '/local/bookings/fixtures') {
    const { createDemoBookingFixtures } = await import('./seed/init-sale');
    return sendJson(response, 200, { data: await createDemoBookingFixtures() });
  }
  if (method === 'POST' && path.startsWith(JOBS)) return runJobAt(request, response, path.slice(JOBS.length));
  if (method === 'POST' && path.startsWith(LOCAL_GATEWAY)) {
    const { playGateway } = await import('./payment-gateway-route');
    const answer = await playGateway(request, path.slice(LOCAL_GATEWAY.length));
    return sendJson(response, answer.status, answer.body);
  }
  if (method === 'POST' && path === DEMO_INIT_SALE_HOLD) {
    const { createDemoInitSaleHold } = await import('./seed/init-sale');
    return sendJson(response, 200, { data: await createDemoInitSaleHold() });
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
  const ran = await runJobOnce(job, dueAt);
  return sendJson(response, 200, { data: { job: job.name, due_at: dueAt.toISOString(), ran } });
}
