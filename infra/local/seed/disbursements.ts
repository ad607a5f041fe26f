import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { transaction } from '../../../shared/db/transaction-builder';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { storeRequestDisbursement } from '../../../shared/domain/disbursements/request-disbursement';
import { referenceMaterial } from '../../../shared/domain/materials/material-references';
import { halalasOfSar } from '../../../shared/domain/money';
import { PROJECT_ITEM } from '../../../shared/domain/projects/project-items';
import { PROJECT } from '../../../shared/domain/projects/projects';
import { PURCHASE_REQUEST, PURCHASE_REQUEST_DETAIL } from '../../../shared/domain/purchasing/purchase-orders';
import { nextPurchasingNumber } from '../../../shared/domain/purchasing/purchasing-numbers';
import { findByUnique, USER } from '../../../shared/domain/users/users';
import { demoRoleEmail } from './people';
import { daysFromNow } from './time';

/** Masonry for Building C: cement and blocks the main store holds, so the request is filled from stock. */
const LINES = [
  { material_id: 103, unit: 'bag', qty: 600, estimate: 17, spec: 'OPC 42.5N, 50 kg bags' },
  { material_id: 301, unit: 'piece', qty: 4000, estimate: 3.3, spec: 'Hollow block 20 x 20 x 40 cm' },
];

/** The masonry budget line of demo project 1 (`MAS-01`, the purchasing reference seed's second item). */
const MASONRY_ITEM_ID = 2;

/**
 * An approved request for masonry on demo project 1, asked by the demo procurement officer, its
 * lines (cement and blocks, in the main store's stock) with nothing ordered: what a disbursement
 * fills. Also the `purchase-requests/from-stock` fixture of the disbursement example.
 */
export async function approvedStockRequest() {
  const officer = await findByUnique(USER, 'EMAIL', demoRoleEmail('procurement_officer'));
  if (!officer) throw new Error('the demo procurement officer is not seeded');
  const item = await getEntity(PROJECT_ITEM, MASONRY_ITEM_ID, 'project item');
  const { number, guard } = await nextPurchasingNumber('PR');
  await transaction('seed-purchasing-number', { budget: 1 }).add(guard).commit();
  const request = await createEntity(
    PURCHASE_REQUEST,
    {
      from_user_id: officer.id,
      project_id: item.project_id,
      title: 'Masonry for Building C, from stock',
      status: 'approved',
      number,
      project_item_id: item.id,
      department_id: officer.department_id ?? null,
      type: 'materials',
      priority: 'normal',
      needed_by: daysFromNow(10).slice(0, 10),
      note: null,
      estimate_total: LINES.reduce(
        (sum, line) => sum + Math.round(line.qty * halalasOfSar(line.estimate)),
        0,
      ),
      sourcing_status: 'none',
      order_status: 'not_ordered',
      cancel_reason: null,
      acceptance_id: null,
    },
    { links: [{ type: PROJECT, id: item.project_id }] },
  );
  const lines = [];
  for (const line of LINES) {
    lines.push(
      await createEntity(
        PURCHASE_REQUEST_DETAIL,
        {
          material_id: line.material_id,
          purchase_request_id: request.id,
          amount: line.qty,
          technical_specifications: line.spec,
          unit: line.unit,
          estimated_unit_price: halalasOfSar(line.estimate),
          ordered_qty: 0,
          issued_from_stock_qty: 0,
          closed_qty: 0,
          orderable_qty: line.qty,
        },
        { links: [{ type: PURCHASE_REQUEST, id: request.id }] },
      ),
    );
    await referenceMaterial(line.material_id);
  }
  return {
    id: request.id,
    officer_id: officer.id,
    cement_line_id: lines[0]?.id as number,
    block_line_id: lines[1]?.id as number,
  };
}

/**
 * The approved masonry request and a disbursement order from it for 200 bags of cement, reserved
 * in the main store and pending the project manager's approval (STAFF-DOMAIN-2 1.9); the request
 * keeps the rest to fill. Seeded last, so the other purchasing records keep their ids.
 */
export async function seedDisbursements(mainWarehouseId: number) {
  const request = await approvedStockRequest();
  await storeRequestDisbursement(await readStaffCaller(request.officer_id), request.id, {
    warehouse_id: mainWarehouseId,
    note: 'First lifts of the ground floor walls',
    lines: [{ request_details_id: request.cement_line_id, qty: 200 }],
  });
}
