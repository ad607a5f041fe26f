import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/return-requests, on the demo data of
 * `npm start`: the local stack makes an issued order of its own (the receipts' receivable order)
 * and posts a receipt of 12 t of rebar and 500 bags of cement into the site store (warehouse 2)
 * through the receipts' store (as the demo procurement manager); 2 t of the rebar go back.
 */
export const fixtures: LocalFixtures = {
  'goods-receipts/returnable': async () => {
    const { receivableOrder } = await import('../../../infra/local/seed/goods-receipts');
    const { storeReceipt } = await import('../../../shared/domain/goods-receipts/store-receipt');
    const { readStaffCaller } = await import('../../../shared/domain/callers/staff-caller');
    const { abilitiesFor } = await import('../../../shared/auth/abilities');
    const { findByUnique, USER } = await import('../../../shared/domain/users/users');
    const { demoRoleEmail } = await import('../../../infra/local/seed/people');
    const manager = await findByUnique(USER, 'EMAIL', demoRoleEmail('procurement_manager'));
    const caller = await readStaffCaller(manager?.id ?? 1, {
      abilities: abilitiesFor(['procurement_manager']),
    });
    const order = await receivableOrder();
    const grn = await storeReceipt(
      caller,
      {
        purchase_order_id: order.id,
        warehouse_id: 2,
        delivery_note_number: 'DN-5530',
        lines: [
          { po_detail_id: order.rebar_line_id, received_qty: 12 },
          { po_detail_id: order.cement_line_id, received_qty: 500 },
        ],
      },
      undefined,
    );
    const lineIds = grn.line_ids;
    return { id: grn.id, rebar_line_id: lineIds[0] ?? 0 };
  },
};

const receiptPostman = (query: boolean) => ({
  ...(query ? { query: { grn_id: '{{returnable_grn_id}}' } } : { body: { grn_id: '{{returnable_grn_id}}' } }),
  prerequest: fromLocalFixture('goods-receipts/returnable', {
    returnable_grn_id: 'id',
    returnable_line_id: 'rebar_line_id',
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
      note: 'Bars bent in unloading',
      'grn_line_ids[]': '{fixture:rebar_line_id}',
      'quantities[]': '2',
      'reasons[]': 'damaged',
    },
    localFixture: 'goods-receipts/returnable',
    postman: {
      body: { grn_id: '{{returnable_grn_id}}', 'grn_line_ids[]': '{{returnable_line_id}}' },
      prerequest: receiptPostman(false).prerequest,
    },
  },
};
