import type { IncomingMessage } from 'node:http';
import { LOCAL_DEMO_GATEWAY_SECRET } from '../../shared/auth/payment-gateway-secret';
import { findEntity } from '../../shared/db/entity-store';
import { sarOfHalalas } from '../../shared/domain/money';
import { gatewaySignature } from '../../shared/domain/sale-operations/gateway-signature';
import { SALE_OPERATION } from '../../shared/domain/sale-operations/sale-operations';
import { demoCredentials } from './demo-credentials';

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Plays the gateway for an online payment: reports `{ "status": "paid" | "failed" }` for the
 * operation (its link's token and amount) to the webhook through the local gateway, signed with the
 * local demo secret as the gateway signs, and answers what the webhook answered.
 */
export async function playGateway(
  request: IncomingMessage,
  operationId: string,
): Promise<{ status: number; body: unknown }> {
  const { status } = await jsonOf(request);
  if (status !== 'paid' && status !== 'failed')
    return { status: 422, body: { message: 'status must be "paid" or "failed"' } };
  const operation = /^\d{1,15}$/.test(operationId)
    ? await findEntity(SALE_OPERATION, Number(operationId))
    : undefined;
  if (operation?.method !== 'online')
    return { status: 404, body: { message: `No online payment ${operationId}` } };
  const rawBody = JSON.stringify({
    operation_id: operation.id,
    token: operation.gateway_token,
    status,
    amount: sarOfHalalas(operation.amount).toFixed(2),
    gateway_reference: `LOCAL-GW-${operation.id}`,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const demo = demoCredentials();
  const response = await fetch(
    `http://127.0.0.1:${request.socket.localPort}/api/v1/system/payment-gateway/webhook`,
    {
      method: 'POST',
      headers: {
        'x-api-key': demo.apiKey,
        'x-secret-key': demo.secretKey,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Gateway-Timestamp': timestamp,
        'X-Gateway-Signature': gatewaySignature(LOCAL_DEMO_GATEWAY_SECRET, timestamp, rawBody),
      },
      body: rawBody,
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}
