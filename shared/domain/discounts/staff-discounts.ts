import { createEntity, deleteEntity, findEntity, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { CLIENT } from '../clients/clients';
import { mayNameClient } from '../clients/staff-clients';
import { BUILDING, PROJECT } from '../projects/projects';
import { UNIT } from '../units/units';
import { discountApprovable } from './discount-acceptance';
import { type DiscountRequest, discountRuleErrors } from './discount-rules';
import { DISCOUNT, type Discount, discountRecords } from './discounts';

/**
 * The stored target of a discount: the project, and the building, unit or client its target type
 * names, each existing (a building or unit of that project; a unit brings its building; a client the
 * caller may name). 422 on each id that names nothing (or nothing the caller
 * may name).
 */
async function resolveTarget(viewer: StaffCaller, request: DiscountRequest) {
  const loaded = await loadEntities([
    { type: PROJECT, id: request.project_id },
    { type: BUILDING, id: request.target_type === 'building' ? request.building_id : undefined },
    { type: UNIT, id: request.target_type === 'unit' ? request.unit_id : undefined },
    { type: CLIENT, id: request.target_type === 'client' ? request.client_id : undefined },
  ]);
  const live = <T extends object>(entity: T | undefined) =>
    entity && !('deleted_at' in entity && entity.deleted_at) ? entity : undefined;
  const errors: Record<string, Array<{ key: 'validation.exists' }>> = {};
  const missing = (field: string) => {
    errors[field] = [{ key: 'validation.exists' }];
  };
  if (!live(loaded.get(PROJECT, request.project_id))) missing('project_id');
  const target = {
    building_id: null as number | null,
    unit_id: null as number | null,
    client_id: null as number | null,
  };
  if (request.target_type === 'building') {
    const building = live(loaded.get(BUILDING, request.building_id));
    if (!building || building.project_id !== request.project_id) missing('building_id');
    else target.building_id = building.id;
  }
  if (request.target_type === 'unit') {
    const unit = live(loaded.get(UNIT, request.unit_id));
    if (!unit || unit.project_id !== request.project_id) missing('unit_id');
    else Object.assign(target, { unit_id: unit.id, building_id: unit.building_id });
  }
  if (request.target_type === 'client') {
    // Another agent's client is as unknown as a missing one (mayNameClient).
    const client = live(loaded.get(CLIENT, request.client_id));
    if (!client || !mayNameClient(viewer, client)) missing('client_id');
    else target.client_id = client.id;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return target;
}

const dayStart = (date: string) => `${date}T00:00:00.000Z`;

/**
 * Stores a discount a staff member asks for and sends it to approval.
 * 1. the value rules and the target (422 with every failing field);
 * 2. the discount, `pending`, asked for by the caller (their department copied), in one transaction
 *    with its lists and search words;
 * 3. submitted to the approval engine, whose chain follows its value (discount-acceptance.ts). A
 *    submission refused (no reviewer for a step) removes the discount again, so no pending discount
 *    is left without its approval.
 * Approved, it becomes `approved` (the active status); rejected, `rejected`.
 */
export async function storeStaffDiscount(viewer: StaffCaller, request: DiscountRequest) {
  const errors = discountRuleErrors(request);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const target = await resolveTarget(viewer, request);
  const amount = request.value_type === 'fixed' ? `${request.value} SAR` : `${request.value}%`;
  const discount: Discount = {
    ...target,
    status_updated_by_user_id: null,
    project_id: request.project_id,
    name: request.name,
    type: request.type,
    max_value: request.max_value === undefined ? null : String(request.max_value),
    name_text: `${request.name} (${amount})`,
    value_type: request.value_type,
    value: String(request.value),
    status: 'pending',
    target_type: request.target_type,
    start_date: dayStart(request.start_date),
    end_date: dayStart(request.end_date),
    status_updated_at: null,
    project_ids: [request.project_id],
    requested_by_user_id: viewer.id,
    department_id: viewer.department_id,
  };
  const created = await createEntity(DISCOUNT, discount, { search: [request.name] });
  try {
    await submitForAcceptance(discountApprovable, created.id);
  } catch (error) {
    const stored = await findEntity(DISCOUNT, created.id);
    await deleteEntity(DISCOUNT, created.id, {
      recordName: 'discount',
      searchWords: stored?.search_words ?? [],
    });
    throw error;
  }
  const [record] = await discountRecords([created]);
  return record;
}
