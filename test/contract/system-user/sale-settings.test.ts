import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { SALE } from '../../../shared/domain/sales/sales';
import { SaleOrbonStatus } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call } from '../../support/http';
import { draftSale, saleUrl, setSale } from '../../support/sale-settings-fixtures';

const orbonUrl = (saleId: number) => `${saleUrl(saleId)}/orbon-status`;
const moveOrbon = (saleId: number, headers: Record<string, string>, form: Record<string, string>) =>
  call(orbonUrl(saleId), { headers, form });

describe('{system_user_url}/sales-support/sales/{sale_id}/orbon-status', () => {
  it('shows the earnest money carried from the booking as received, and applies it once the sale is contracted', async () => {
    const sale = await draftSale();
    const data = await call(orbonUrl(sale.saleId), { headers: sale.agent.headers });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(expectSingle(data.body, SaleOrbonStatus)).toEqual({
      sale_id: sale.saleId,
      sale_status: 'draft',
      orbon_status: 'received',
      orbon_amount: 5_000,
      orbon_advance_amount: 0,
      orbon_limit: 42_500,
      limit_percent: 5,
      net_price: 850_000,
      statuses: ['none', 'pending', 'received', 'applied', 'refunded', 'forfeited'],
      next_statuses: ['refunded', 'forfeited'],
    });

    const early = await moveOrbon(sale.saleId, sale.agent.headers, { orbon_status: 'applied' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Earnest money is applied to the price only once the sale is contracted.',
    );
    expect((await findEntity(SALE, sale.saleId))?.orbon_status).toBeUndefined();

    await setSale(sale.saleId, { status: 'contracted' });
    const applied = await moveOrbon(sale.saleId, sale.agent.headers, { orbon_status: 'applied' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(expectSingle(applied.body, SaleOrbonStatus)).toMatchObject({
      orbon_status: 'applied',
      next_statuses: [],
    });
    expect(await findEntity(SALE, sale.saleId)).toMatchObject({
      orbon_status: 'applied',
      orbon_amount: 500_000,
      orbon_advance_amount: 0,
      orbon_updated_by_user_id: sale.agent.id,
    });
    const again = await moveOrbon(sale.saleId, sale.agent.headers, { orbon_status: 'forfeited' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The earnest money cannot move to this status from applied.');
  });

  it('asks for earnest money above 5 % as the limit plus an advance, and takes it as received only once the sale holds the money', async () => {
    const sale = await draftSale();
    await setSale(sale.saleId, { orbon_status: 'none', orbon_amount: 0, orbon_advance_amount: 0 });
    const asked = await moveOrbon(sale.saleId, sale.agent.headers, {
      orbon_status: 'pending',
      orbon_amount: '50000',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(expectSingle(asked.body, SaleOrbonStatus)).toMatchObject({
      orbon_status: 'pending',
      orbon_amount: 42_500,
      orbon_advance_amount: 7_500,
      next_statuses: ['none'],
    });
    expect(await findEntity(SALE, sale.saleId)).toMatchObject({
      orbon_amount: 4_250_000,
      orbon_advance_amount: 750_000,
    });

    // The sale holds SAR 5,000 (the booking's): not the SAR 50,000 asked.
    const unpaid = await moveOrbon(sale.saleId, sale.agent.headers, { orbon_status: 'received' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      'The earnest money is not among the money the sale holds yet: record its payment first.',
    );
    // The payments module records the payment (its own helper); here its result, as it writes it.
    await setSale(sale.saleId, { paid_total: 5_500_000 });
    const received = await moveOrbon(sale.saleId, sale.agent.headers, { orbon_status: 'received' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(expectSingle(received.body, SaleOrbonStatus)).toMatchObject({
      orbon_status: 'received',
      orbon_amount: 42_500,
      orbon_advance_amount: 7_500,
      next_statuses: ['refunded', 'forfeited'],
    });
  });

  it('answers 422 naming the field, in English and Arabic, and writes nothing', async () => {
    const sale = await draftSale();
    await setSale(sale.saleId, { orbon_status: 'none', orbon_amount: 0, orbon_advance_amount: 0 });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ orbon_status: 'pending' }, 'orbon_amount', 'The orbon amount field is required.'],
      [
        { orbon_status: 'pending', orbon_amount: '1000000' },
        'orbon_amount',
        'The earnest money must be more than 0 and at most the client total of 916937.50 SAR.',
      ],
      [
        { orbon_status: 'pending', orbon_amount: '0' },
        'orbon_amount',
        'The earnest money must be more than 0 and at most the client total of 916937.50 SAR.',
      ],
      [{ orbon_status: 'lost' }, 'orbon_status', 'The selected orbon status is invalid.'],
    ];
    for (const [form, field, message] of cases) {
      const answer = await moveOrbon(sale.saleId, sale.agent.headers, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      expect(answer.body.errors, JSON.stringify(form)).toEqual({ [field]: [message] });
    }
    const arabic = await moveOrbon(
      sale.saleId,
      { ...sale.agent.headers, 'Accept-Language': 'ar' },
      { orbon_status: 'pending' },
    );
    expect(arabic.status).toBe(422);
    expect(Object.keys(arabic.body.errors)).toEqual(['orbon_amount']);
    expect(await findEntity(SALE, sale.saleId)).toMatchObject({ orbon_status: 'none', orbon_amount: 0 });
  });

  it('answers 404 outside the row scope and 403 without the ability', async () => {
    const sale = await draftSale();
    const [stranger, collections, outsider] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own', department_id: sale.department }),
      crmStaff(['collections_officer'], { row_scope: 'all' }),
      crmStaff(['hr_officer'], { row_scope: 'all' }),
    ]);
    for (const answer of [
      await call(orbonUrl(sale.saleId), { headers: stranger.headers }),
      await moveOrbon(sale.saleId, stranger.headers, { orbon_status: 'refunded' }),
      await call(orbonUrl(999_999_999), { headers: sale.agent.headers }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'The requested sale was not found.' });
    }
    // Collections officers see the sale but do not manage it.
    const seen = await call(orbonUrl(sale.saleId), { headers: collections.headers });
    expect(expectSingle(seen.body, SaleOrbonStatus).next_statuses).toEqual([]);
    expect((await moveOrbon(sale.saleId, collections.headers, { orbon_status: 'refunded' })).status).toBe(
      403,
    );
    expect((await call(orbonUrl(sale.saleId), { headers: outsider.headers })).status).toBe(403);
    expect((await findEntity(SALE, sale.saleId))?.orbon_status).toBeUndefined();
  });

  it('lets exactly one of 20 parallel moves land', async () => {
    const sale = await draftSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        moveOrbon(sale.saleId, sale.agent.headers, {
          orbon_status: index % 2 === 0 ? 'refunded' : 'forfeited',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const landed = answers.find((answer) => answer.status === 200)?.body.data.orbon_status;
    expect((await findEntity(SALE, sale.saleId))?.orbon_status).toBe(landed);
  });
});
