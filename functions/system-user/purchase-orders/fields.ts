import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';

/** The path of one order. */
export const orderPath = z.object({ purchase_order_id: idParameter() });
/** The path of one payment of an order. */
export const paymentPath = z.object({ purchase_order_id: idParameter(), payment_id: idParameter() });

/** Asking a payment (and editing a pending one) needs this ability. */
export const requestPayments = { kind: 'staff', ability: 'purchasing.payments.request' } as const;

/** The largest payment receipt file (a scanned bank slip). */
export const RECEIPT_MAX_BYTES = 4 * 1024 * 1024;
