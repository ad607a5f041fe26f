import { expect } from 'vitest';
import { listBanks } from '../../shared/domain/sales-support/solvency-banks';
import { baseUrl, call } from './http';
import { decide, roleReviewer } from './sale-contract-fixtures';
import { saleUrl } from './sale-settings-fixtures';

/** A call that must answer `status`; answers its `data`. */
export async function ok(url: string, options: Parameters<typeof call>[1], status = 200) {
  const response = await call(url, options);
  expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(status);
  return response.body.data;
}

/** The sale as its buyer sees it in the client app, and their statistics. */
export async function clientView(saleId: number, headers: Record<string, string>) {
  const sale = await ok(`${baseUrl}/client/sales/${saleId}`, { headers });
  const statistics = await ok(`${baseUrl}/client/statistics`, { headers });
  return { status: sale.status as string, sales: statistics.sales.by_status as Record<string, number> };
}

/** A draft sale of the test's own and the headers of its agent and its buyer (a client token). */
export interface FlowSale {
  saleId: number;
  agent: { headers: Record<string, string> };
  client: { headers: Record<string, string> };
}

/**
 * Takes a draft cash-initialised sale, financed by a bank, to emptied over HTTP: earnest money,
 * down payment, the bank's stages, the contract approved by a sales manager, the deed emptied to the
 * bank and its funds received; checked as the buyer sees it at each step.
 */
export async function financedSaleToEmptied(sale: FlowSale) {
  const headers = sale.agent.headers;
  const url = saleUrl(sale.saleId);
  const manager = await roleReviewer('sales_manager');
  expect(await clientView(sale.saleId, sale.client.headers)).toEqual({
    status: 'draft',
    sales: { draft: 1 },
  });

  // The earnest money paid for the hold is the sale's, received.
  expect((await ok(`${url}/orbon-status`, { headers })).orbon_status).toBe('received');
  const [bank] = await listBanks();
  await ok(`${url}/purchase-method`, {
    headers,
    form: { purchase_method: 'bank_financing', bank_id: String(bank?.id) },
  });

  // The down payment: what a draft sale may take now.
  const payData = await ok(`${url}/operations/get-pay-data`, { headers });
  const downPayment = payData.payable_now as number;
  expect(downPayment).toBeGreaterThan(0);
  await ok(
    `${url}/operations/pay`,
    { headers, form: { amount: downPayment.toFixed(2), method: 'bank_transfer', reference_no: 'DP-1' } },
    201,
  );
  const owed = (await ok(`${url}/operations/get-pay-data`, { headers })).balance as number;

  for (const stage of ['application_submitted', 'initial_approval', 'valuation'])
    await ok(`${url}/bank-stage`, { headers, form: { stage } });
  await ok(`${url}/bank-stage`, {
    headers,
    form: { stage: 'final_approval', financing_amount: owed.toFixed(2) },
  });
  for (const stage of ['financing_contract_signed', 'payment_issued'])
    await ok(`${url}/bank-stage`, { headers, form: { stage } });

  // The contract goes to the sales manager; approved, it carries its number.
  const sent = await ok(`${url}/contract/send-to-acceptance`, { method: 'POST', headers });
  expect(sent.sale_status).toBe('contract_pending');
  expect(await clientView(sale.saleId, sale.client.headers)).toMatchObject({ status: 'contract_pending' });
  const accepted = await decide(sent.contract_acceptance_id, manager.headers, 'accept');
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(await clientView(sale.saleId, sale.client.headers)).toEqual({
    status: 'contracted',
    sales: { contracted: 1 },
  });
  expect((await ok(`${url}/orbon-status`, { headers, form: { orbon_status: 'applied' } })).orbon_status).toBe(
    'applied',
  );

  // The deed moves to the bank, then the bank pays what is left.
  await ok(`${url}/bank-stage`, {
    headers,
    form: { stage: 'emptying', deed_number: '4100765432', emptied_to: 'bank' },
  });
  const funds = await ok(`${url}/bank-stage`, { headers, form: { stage: 'funds_received' } });
  expect(funds).toMatchObject({ bank_stage: 'funds_received', sale_status: 'emptied' });
  const settled = await ok(`${url}/operations/get-pay-data`, { headers });
  expect(settled.balance).toBe(0);
  expect(settled.operations.map((operation: { method: string }) => operation.method)).toEqual(
    expect.arrayContaining(['bank_transfer', 'bank_financing']),
  );
  expect(await clientView(sale.saleId, sale.client.headers)).toEqual({
    status: 'emptied',
    sales: { emptied: 1 },
  });
}
