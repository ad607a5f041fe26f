import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * fresh pending approval; `POST /local/init-sale/holds` a fresh unit held for init sale. Answers the status sent, or undefined when `path` is not one of them.
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
  if (method === 'POST' && path === DEMO_INIT_SALE_HOLD) {
    const { createDemoInitSaleHold } = await import('./seed/init-sale');
    return sendJson(response, 200, { data: { unit_id: await createDemoInitSaleHold() } });
  }
  return undefined;
}
