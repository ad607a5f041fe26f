import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/return-requests, on the demo data of
 * `npm start`: the local stack makes an issued order of its own and posts a receipt of 60 m3 of
 * concrete and 10 t of rebar into the site store (warehouse 2), written as the receipt chain's
 * counter table says (until the receipts' own store serves the examples); 5 m3 go back.
 */
export const fixtures: LocalFixtures = {
  'goods-receipts/returnable': async () => {
    const { orderWithLines } = await import('../../../test/support/supply-fixtures');
    const { postedReceipt } = await import('../../../test/support/receipt-fixtures');
    const { findByUnique, USER } = await import('../../../shared/domain/users/users');
    const { demoRoleEmail } = await import('../../../infra/local/seed/people');
    const officer = await findByUnique(USER, 'EMAIL', demoRoleEmail('procurement_officer'));
    const by = officer?.id ?? 1;
    const { order, details } = await orderWithLines(by, {
      advance: 30,
      lines: [
        { material_id: 101, qty: 100, price: 410 },
        { material_id: 205, qty: 10, price: 1791.25 },
      ],
    });
    const [concrete, rebar] = details;
    const { grn, lineIds } = await postedReceipt(
      order,
      2,
      [...(concrete ? [{ detail: concrete, qty: 60 }] : []), ...(rebar ? [{ detail: rebar, qty: 10 }] : [])],
      by,
    );
    return { id: grn.id, concrete_line_id: lineIds[0] ?? 0 };
  },
};

const receiptPostman = (query: boolean) => ({
  ...(query ? { query: { grn_id: '{{returnable_grn_id}}' } } : { body: { grn_id: '{{returnable_grn_id}}' } }),
  prerequest: fromLocalFixture('goods-receipts/returnable', {
    returnable_grn_id: 'id',
    returnable_line_id: 'concrete_line_id',
  }),
});

export const examples: ModuleExamples = {
  staffReturnRequestFormData: {
    query: { grn_id: '{fixture}' },
    localFixture: 'goods-receipts/returnable',
    postman: receiptPostman(true),
  },
  staffStoreReturnRequest: {
    body: {
      grn_id: '{fixture}',
      note: 'Cubes failed the 7-day test',
      'grn_line_ids[]': '{fixture:concrete_line_id}',
      'quantities[]': '5',
      'reasons[]': 'quality',
    },
    localFixture: 'goods-receipts/returnable',
    postman: {
      body: { grn_id: '{{returnable_grn_id}}', 'grn_line_ids[]': '{{returnable_line_id}}' },
      prerequest: receiptPostman(false).prerequest,
    },
  },
};
