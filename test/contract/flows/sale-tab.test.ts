import { describe, expect, it } from 'vitest';
import { baseUrl, systemUserUrl } from '../../support/http';
import { financeReviewer } from '../../support/refund-fixtures';
import { draftSale, saleUrl } from '../../support/sale-settings-fixtures';
import { clientView, financedSaleToEmptied, ok } from '../../support/sale-tab-flow';

const IBAN = 'SA0380000000608010167519';

describe('the sale tab, end to end over HTTP', () => {
  it('a financed sale from init to emptied: earnest money, down payment, bank stages, contract approved, funds received', async () => {
    await financedSaleToEmptied(await draftSale());
  });

  it('a sale cancelled to its refund: money paid, a full refund asked, finance approves, the sale cancelled and its unit free', async () => {
    const sale = await draftSale();
    const headers = sale.agent.headers;
    const url = saleUrl(sale.saleId);
    const finance = await financeReviewer();
    await ok(`${url}/operations/pay`, { headers, form: { amount: '20000', method: 'cash' } }, 201);

    const form = await ok(`${url}/refund/get-form-data`, { headers });
    expect(form).toMatchObject({ kind: 'refund', cancels_sale: true, held: 25_000 });
    const asked = await ok(
      `${url}/refund`,
      {
        headers,
        form: {
          reason: 'The client withdrew',
          refund_amount: String(form.max_refundable),
          method: 'bank_transfer',
          iban_number: IBAN,
        },
      },
      201,
    );
    expect(asked).toMatchObject({ status: 'pending_acceptance', amount: form.max_refundable });
    await ok(`${systemUserUrl}/acceptances/${asked.acceptance_id}/accept`, {
      headers: finance.headers,
      form: { comment: 'Transfer sent' },
    });

    const after = await ok(`${url}/operations/get-pay-data`, { headers });
    // A cancelled sale owes nothing: the pay data, the sale tab and the prints all say 0.
    expect(after).toMatchObject({
      sale_status: 'cancelled',
      refunded_total: form.max_refundable,
      balance: 0,
    });
    const unit = await ok(`${baseUrl}/system/units/${sale.unit.id}`, { headers });
    expect(unit.status).toBe('available');
    expect(await clientView(sale.saleId, sale.client.headers)).toEqual({
      status: 'cancelled',
      sales: { cancelled: 1 },
    });
    // The refund shows in the back office's list of refunds.
    const refunds = await ok(`${baseUrl}/system/sale-refunds/${asked.id}`, { headers });
    expect(refunds).toMatchObject({ sale_id: sale.saleId, status: 'paid', amount: form.max_refundable });
  });
});
