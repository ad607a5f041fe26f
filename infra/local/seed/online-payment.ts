import { makeOnlinePayment } from '../../../shared/domain/sale-operations/online-payment';
import { createDemoContractedSaleFor } from './sale-operations';

/** The amount of the demo online payment: SAR 1,000.00 (the webhook example reports it). */
export const DEMO_ONLINE_AMOUNT_HALALAS = 100_000;

/**
 * A contracted sale of its own with a `pending_gateway` online payment of SAR 1,000, for the
 * gateway webhook's example (`POST {base_url}/local/sale-operations/online`, fresh for each run:
 * a payment is reported paid once). Answers the operation, its sale and the link's token.
 */
export async function createDemoOnlinePayment(): Promise<{
  sale_id: number;
  operation_id: number;
  token: string;
}> {
  const { saleId, viewer } = await createDemoContractedSaleFor();
  const pending = await makeOnlinePayment(viewer, saleId, { amount: DEMO_ONLINE_AMOUNT_HALALAS });
  return { sale_id: saleId, operation_id: pending.id, token: pending.gateway_token ?? '' };
}
