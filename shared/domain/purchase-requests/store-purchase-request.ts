import { nextId } from '../../db/counters';
import { findEntity, loadEntities, prepareCreate } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import { matchingPolicy } from '../acceptances/approvable-types';
import { submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { materialReference } from '../materials/material-references';
import { MATERIAL, type MaterialEntity } from '../materials/materials';
import { nextYearlyNumber } from '../numbering/next-yearly-number';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import {
  PURCHASE_REQUEST,
  PURCHASE_REQUEST_DETAIL,
  type PurchaseRequest,
  type PurchaseRequestDetail,
} from '../purchasing/purchase-orders';
import { retryLostRace } from '../retry';
import {
  PURCHASE_REQUEST_POLICIES,
  purchaseRequestApprovable,
  purchaseRequestSubject,
} from './purchase-request-acceptance';
import { projectReached } from './purchase-request-forms';
import { purchaseRequestNumberText } from './purchase-request-records';
import type { PurchaseRequestEntity } from './purchase-request-scope';

/** The most lines a request asks for (the store's one transaction holds them with their references). */
export const MAX_REQUEST_LINES = 25;

/** A line as the domain takes it: the estimate in halalas. */
export interface RequestLineInput {
  material_id: number;
  amount: number;
  estimated_unit_price?: number | undefined;
  technical_specifications?: string | null | undefined;
}

/** The header and lines of a request (store, and update while rejected). */
export interface RequestInput {
  project_id: number;
  project_item_id: number;
  type: 'materials' | 'services';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  needed_by?: string | undefined;
  title: string;
  note?: string | null | undefined;
  lines: RequestLineInput[];
}

/** Rounds a store is run again after losing the number to a parallel store (each round one lands). */
const NUMBER_ATTEMPTS = 30;

/** Runs a numbered write again, after a short random pause, while it loses the number's race. */
async function retryNumberRace<T>(write: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await retryLostRace(write, 1);
    } catch (error) {
      const lost = error instanceof ConflictError && error.messageKey === 'errors.conflict';
      if (!lost || round >= NUMBER_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(round, 8)));
    }
  }
}

/** The counter of a year's request numbers (`COUNTER` / `PURCHASE_REQUEST_NUMBER#2026`). */
const requestCounter = (year: number) => `PURCHASE_REQUEST_NUMBER#${year}`;

/** The year's next request number and the counter move that takes it (gap-free, as receipt numbers). */
export const nextPurchaseRequestNumber = (now: Date) =>
  nextYearlyNumber(now, 'purchase-request-number', requestCounter, purchaseRequestNumberText);

/**
 * Checks a request's header and lines against what is stored: the project in the caller's scope,
 * the project item a budget line of it, each material active and asked once (422 on the field).
 * Answers the materials by id.
 */
export async function checkedRequest(caller: StaffCaller, input: RequestInput) {
  const [project, item] = await Promise.all([
    findEntity(PROJECT, input.project_id),
    findEntity(PROJECT_ITEM, input.project_item_id),
  ]);
  if (!project || !projectReached(caller, project.id))
    throw ValidationError.forField('project_id', 'validation.exists');
  if (!item || item.project_id !== project.id || !item.is_active)
    throw ValidationError.forField('project_item_id', 'purchase_requests.project_item_of_project');
  const seen = new Set<number>();
  input.lines.forEach((line, index) => {
    if (seen.has(line.material_id))
      throw ValidationError.forField(`lines.${index}.material_id`, 'purchase_requests.material_twice');
    seen.add(line.material_id);
  });
  const loaded = await loadEntities(input.lines.map((line) => ({ type: MATERIAL, id: line.material_id })));
  const materials = new Map<number, MaterialEntity>();
  input.lines.forEach((line, index) => {
    const material = loaded.get(MATERIAL, line.material_id);
    if (!material || (material as { deleted_at?: string }).deleted_at !== undefined || !material.is_active)
      throw ValidationError.forField(`lines.${index}.material_id`, 'purchase_requests.material_inactive');
    materials.set(material.id, material);
  });
  return { project, item, materials };
}

/** Σ qty × estimated unit price of the lines that carry an estimate (halalas, rounded per line). */
export const estimateTotal = (lines: RequestLineInput[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.amount * (line.estimated_unit_price ?? 0)), 0);

/** A line as stored, open for ordering in full. */
export const detailAttributes = (
  requestId: number,
  line: RequestLineInput,
  material: MaterialEntity,
): PurchaseRequestDetail => ({
  material_id: line.material_id,
  purchase_request_id: requestId,
  amount: line.amount,
  technical_specifications: line.technical_specifications ?? null,
  unit: material.unit,
  estimated_unit_price: line.estimated_unit_price ?? null,
  ordered_qty: 0,
  issued_from_stock_qty: 0,
  closed_qty: 0,
  orderable_qty: line.amount,
});

/**
 * Purchase Request: store. The request is created AND submitted for approval in one transaction
 * (the catalogue has no draft): its number (`PR-YYYY-NNNNNN`, gap-free), the request
 * (`pending_acceptance`; `approved` when no policy applies), its lines (each orderable in full), one
 * reference per line's material (conditioned on the material being live and active) and the
 * acceptance with its first step's reviewers. The department is the caller's. A lost race for the
 * number runs again.
 */
export async function storePurchaseRequest(
  caller: StaffCaller,
  input: RequestInput,
): Promise<PurchaseRequestEntity> {
  return retryNumberRace(async () => {
    const { materials } = await checkedRequest(caller, input);
    const now = new Date();
    const { number, guard } = await nextPurchaseRequestNumber(now);
    const requestId = await nextId(PURCHASE_REQUEST);
    const detailIds = await Promise.all(input.lines.map(() => nextId(PURCHASE_REQUEST_DETAIL)));
    const attributes: PurchaseRequest = {
      from_user_id: caller.id,
      project_id: input.project_id,
      title: input.title,
      status: 'pending_acceptance',
      number,
      project_item_id: input.project_item_id,
      department_id: caller.department_id,
      type: input.type,
      priority: input.priority,
      needed_by: input.needed_by ?? null,
      note: input.note ?? null,
      estimate_total: estimateTotal(input.lines),
      sourcing_status: 'none',
      order_status: 'not_ordered',
      cancel_reason: null,
      acceptance_id: null,
      detail_ids: detailIds,
    };
    const subject = purchaseRequestSubject(attributes, caller.id);
    if (!matchingPolicy(PURCHASE_REQUEST_POLICIES, subject)) attributes.status = 'approved';
    let created: PurchaseRequestEntity | undefined;
    await submitForAcceptance(purchaseRequestApprovable, requestId, {
      subject,
      also: async (acceptanceId) => {
        const request = await prepareCreate(
          PURCHASE_REQUEST,
          { ...attributes, acceptance_id: acceptanceId },
          { id: requestId },
        );
        created = request.entity;
        const lines: TransactItem[] = [];
        for (const [index, line] of input.lines.entries()) {
          const material = materials.get(line.material_id) as MaterialEntity;
          const detail = await prepareCreate(
            PURCHASE_REQUEST_DETAIL,
            detailAttributes(requestId, line, material),
            {
              id: detailIds[index] as number,
            },
          );
          lines.push(...detail.items, materialReference(line.material_id, `lines.${index}.material_id`).item);
        }
        return [...request.items, ...lines, guard.item];
      },
    });
    return created as PurchaseRequestEntity;
  });
}
