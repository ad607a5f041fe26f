import { findEntity, listPage, listSearch, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import {
  MATERIAL,
  MATERIAL_UNITS,
  type MaterialEntity,
  materialName,
  unitLabel,
} from '../materials/materials';
import { sarOfHalalas, sarOrNull } from '../money';
import { PROJECT_ITEM } from '../projects/project-items';
import { PROJECT } from '../projects/projects';
import { SUPPLIER_PROFILE, SUPPLY_AGREEMENT, type SupplyAgreementEntity } from '../purchasing/suppliers';
import { inScope, scopeFilters } from '../users/row-scope';
import { USER } from '../users/users';
import { optionsOf, PURCHASE_REQUEST_PRIORITIES, PURCHASE_REQUEST_TYPES } from './purchase-request-records';
import { PURCHASE_REQUEST_SCOPE } from './purchase-request-scope';

/** The most projects, materials, agreements and suppliers one form answer lists. */
const FORM_LIMIT = 100;
/** The most materials the materials answer lists (a search narrows them). */
const MATERIALS_LIMIT = 50;

/**
 * Whether a project is in the caller's `purchasing` scope for a new request: a projects scope
 * reaches its projects; own, department and all reach any (the request is the caller's own).
 */
export const projectReached = (caller: StaffCaller, projectId: number) =>
  inScope(
    caller,
    'purchasing',
    { project_id: projectId, from_user_id: caller.id, department_id: caller.department_id },
    PURCHASE_REQUEST_SCOPE,
  );

/** The projects a caller may ask for: their projects under a projects scope, else the first page of all. */
async function projectsInScope(caller: StaffCaller) {
  const scope = scopeFilters(caller, 'purchasing', PURCHASE_REQUEST_SCOPE);
  if (scope && 'project_id' in scope) {
    const loaded = await loadEntities(caller.project_ids.map((id) => ({ type: PROJECT, id })));
    return loaded.list(PROJECT, [...caller.project_ids]);
  }
  return (await listPage(PROJECT, 1, FORM_LIMIT)).items;
}

/**
 * The request form's main choices: the projects in the caller's scope, the department (the
 * caller's own: a request takes its requester's), types, priorities and units.
 */
export async function purchaseRequestMainForm(caller: StaffCaller, locale: Locale) {
  const projects = await projectsInScope(caller);
  return {
    projects: projects.map((project) => ({ id: project.id, name: project.name, code: project.code ?? null })),
    departments:
      caller.department_id === null
        ? []
        : [{ value: String(caller.department_id), label: `${caller.department_id}` }],
    types: optionsOf(locale, 'type', PURCHASE_REQUEST_TYPES),
    priorities: optionsOf(locale, 'priority', PURCHASE_REQUEST_PRIORITIES),
    units: MATERIAL_UNITS.map((unit) => ({ value: unit, label: unitLabel(locale, unit) })),
  };
}

/** A project's active budget lines with their budget, committed and remaining amounts (SAR, without VAT). */
export async function purchaseRequestProjectItems(caller: StaffCaller, projectId: number, locale: Locale) {
  const project = await findEntity(PROJECT, projectId);
  if (!project || !projectReached(caller, projectId))
    throw ValidationError.forField('project_id', 'validation.exists');
  const { items } = await listPage(PROJECT_ITEM, 1, FORM_LIMIT, { filters: { project_id: projectId } });
  return {
    project_items: items
      .filter((item) => item.is_active)
      .map((item) => ({
        id: item.id,
        code: item.code,
        name: locale === 'en' && item.name_en ? item.name_en : item.name_ar,
        budget: sarOfHalalas(item.budget),
        committed: sarOfHalalas(item.committed),
        remaining: sarOfHalalas(item.remaining),
      })),
  };
}

/** The supply agreements in force today (active, within their dates). */
async function agreementsInForce(): Promise<SupplyAgreementEntity[]> {
  const today = riyadhDay(new Date());
  const { items } = await listPage(SUPPLY_AGREEMENT, 1, FORM_LIMIT, { filters: { status: 'active' } });
  return items.filter((agreement) => agreement.valid_from <= today && today <= agreement.valid_to);
}

/** The lowest price an agreement in force offers for a material with quantity left (halalas), and its agreement. */
function agreementPrice(agreements: SupplyAgreementEntity[], materialId: number) {
  let best: { price: number; id: number } | undefined;
  for (const agreement of agreements)
    for (const line of agreement.lines)
      if (
        line.material_id === materialId &&
        line.remaining_qty > 0 &&
        (!best || line.unit_price < best.price)
      )
        best = { price: line.unit_price, id: agreement.id };
  return best;
}

/**
 * The active materials the form may ask for (a `search` of code or name narrows them, up to 50),
 * each with its default suppliers, last purchase price, stock available and the best price of a
 * supply agreement in force. Stock is 0 for a stock item (null otherwise) until warehouses hold
 * balances: nothing is made up meanwhile. `project_item_id`, when sent, must be a budget line of a
 * project in the caller's scope.
 */
export async function purchaseRequestMaterials(
  caller: StaffCaller,
  input: { project_item_id?: number | undefined; search?: string | undefined },
  locale: Locale,
) {
  if (input.project_item_id !== undefined) {
    const item = await findEntity(PROJECT_ITEM, input.project_item_id);
    if (!item || !projectReached(caller, item.project_id))
      throw ValidationError.forField('project_item_id', 'validation.exists');
  }
  const [found, agreements] = await Promise.all([
    input.search
      ? listSearch(MATERIAL, input.search, 1, MATERIALS_LIMIT, (material) => material.is_active)
      : listPage(MATERIAL, 1, MATERIALS_LIMIT, { filters: { is_active: true } }),
    agreementsInForce(),
  ]);
  const materials: MaterialEntity[] = found.items;
  const suppliers = await loadEntities(
    materials.flatMap((material) => material.default_supplier_ids.map((id) => ({ type: USER, id }))),
  );
  return {
    materials: materials.map((material) => {
      const agreement = agreementPrice(agreements, material.id);
      return {
        id: material.id,
        code: material.code,
        name: materialName(material, locale),
        unit: material.unit,
        unit_label: unitLabel(locale, material.unit),
        material_category_id: material.material_category_id,
        default_suppliers: suppliers
          .list(USER, material.default_supplier_ids)
          .map((user) => ({ id: user.id, name: user.name })),
        last_purchase_price: sarOrNull(material.last_purchase_price),
        stock_available: material.is_stock_item ? 0 : null,
        agreement_price: agreement ? sarOfHalalas(agreement.price) : null,
        agreement_id: agreement?.id ?? null,
      };
    }),
  };
}

/** The supply agreements in force with a line for any of the materials: those lines' price and quantity left. */
export async function purchaseRequestSupplyAgreements(materialIds: number[]) {
  const wanted = new Set(materialIds);
  const agreements = (await agreementsInForce()).filter((agreement) =>
    agreement.lines.some((line) => wanted.size === 0 || wanted.has(line.material_id)),
  );
  const suppliers = await loadEntities(
    agreements.map((agreement) => ({ type: USER, id: agreement.supplier_id })),
  );
  return {
    agreements: agreements.map((agreement) => {
      const supplier = suppliers.get(USER, agreement.supplier_id);
      return {
        id: agreement.id,
        number: agreement.number,
        title: agreement.title,
        supplier_id: agreement.supplier_id,
        supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
        valid_from: agreement.valid_from,
        valid_to: agreement.valid_to,
        lines: agreement.lines
          .filter((line) => wanted.size === 0 || wanted.has(line.material_id))
          .map((line) => ({
            material_id: line.material_id,
            unit_price: sarOfHalalas(line.unit_price),
            max_qty: line.max_qty,
            remaining_qty: line.remaining_qty,
          })),
      };
    }),
  };
}

/**
 * The suppliers (profiles not blocked) serving the categories of the materials named (every
 * unblocked supplier when none is named), by name.
 */
export async function purchaseRequestSuppliers(materialIds: number[]) {
  const loaded = await loadEntities(materialIds.map((id) => ({ type: MATERIAL, id })));
  const categories = new Set(
    loaded.list(MATERIAL, materialIds).map((material) => material.material_category_id),
  );
  const { items } = await listPage(SUPPLIER_PROFILE, 1, FORM_LIMIT, { filters: { is_blocked: false } });
  const serving = items.filter(
    (profile) =>
      materialIds.length === 0 || profile.material_category_ids.some((category) => categories.has(category)),
  );
  return {
    suppliers: serving
      .map((profile) => ({
        id: profile.id,
        name: profile.name,
        email: profile.email,
        cr_number: profile.cr_number,
        vat_number: profile.vat_number,
        material_category_ids: profile.material_category_ids,
        has_email: profile.email !== null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
