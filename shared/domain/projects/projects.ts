import type { EntityMap, StoredEntity } from '../../db/entity-store';
import { presignedDownloadUrl } from '../../files/files';
import { pickFields, summaryOf } from '../records';
import { USER, userSimple } from '../users/users';

export const PROJECT = 'PROJECT';
export const LAND_OWNER = 'LAND_OWNER';
export const BUILDING = 'BUILDING';

export const PROJECT_SIMPLE_FIELDS = [
  'id',
  'name',
  'code',
  'status',
  'type',
  'image',
  'start_work_date',
  'end_work_date',
] as const;
export const BUILDING_SIMPLE_FIELDS = [
  'id',
  'name',
  'project_id',
  'type',
  'land_area',
  'tax_value',
  'price_after_tax',
] as const;
export const LAND_OWNER_FIELDS = ['id', 'name', 'email', 'phone', 'type'] as const;

/** Every scalar of the spec's Project record, in its order. */
export const PROJECT_FIELDS = [
  'id',
  'project_manager_user_id',
  'developer_id',
  'owner_id',
  'government_user_id',
  'sales_on_map_user_id',
  'name',
  'code',
  'description',
  'status',
  'type',
  'sale_type',
  'project_receipt_date',
  'units_delivery_date',
  'start_work_date',
  'end_work_date',
  'work_days',
  'work_months',
  'parking_number',
  'cellar_number',
  'buildings_number',
  'units_number',
  'building_surfaces',
  'steps_completed_percent',
  'project_items_completion_rate',
  'cost_of_development',
  'cost_of_development_expenses',
  'cost_of_contractor',
  'cost_of_contractor_expenses',
  'building_permit',
  'project_load_file',
  'electricity_meter_file',
  'water_meter_file',
  'site_sketch_file',
  'subdivision_report_file',
  'water_meter_and_sewer',
  'surveying_decision_for_subdivision',
  'letter_addressed_to_municipality',
  'sign_and_dimension_file',
  'consultant_report',
  'rent_cost_of_development',
  'rent_allocated_budget',
  'rent_cost_of_contractor',
  'allocated_budget',
  'allocated_budget_expenses',
  'percent_work_day',
] as const;

/** The sixteen counters of the Project record and the child type each counts. */
export const PROJECT_COUNTERS = {
  units_count: 'UNIT',
  buildings_count: 'BUILDING',
  project_building_types_count: 'PROJECT_BUILDING_TYPE',
  lands_count: 'LAND',
  delegates_count: 'DELEGATE',
  service_categories_count: 'SERVICE_CATEGORY',
  purchase_requests_count: 'PURCHASE_REQUEST',
  marketings_count: 'MARKETING',
  raise_budgets_count: 'RAISE_BUDGET',
  procedures_count: 'PROCEDURE',
  project_procedures_count: 'PROJECT_PROCEDURE',
  materials_count: 'MATERIAL',
  project_services_count: 'PROJECT_SERVICE',
  project_items_count: 'PROJECT_ITEM',
  project_stakeholders_count: 'PROJECT_STAKEHOLDER',
  contracts_count: 'CONTRACT',
} as const;

export type ProjectEntity = Record<(typeof PROJECT_FIELDS)[number], unknown> &
  StoredEntity & { image_key?: string | null };

/** ProjectSimple; `image` is a short-lived download URL of the project's cover in S3. */
export async function projectSimple(project: ProjectEntity | undefined) {
  const summary = summaryOf(project, PROJECT_SIMPLE_FIELDS);
  if (!summary || !project) return null;
  return { ...summary, image: project.image_key ? await presignedDownloadUrl(project.image_key) : null };
}

export const buildingSimple = (building: object | undefined) => summaryOf(building, BUILDING_SIMPLE_FIELDS);

/** What a full Project record needs loaded besides itself. */
export const projectRefs = (project: ProjectEntity) => [
  { type: USER, id: project.developer_id as number | null },
  { type: LAND_OWNER, id: project.owner_id as number | null },
  { type: USER, id: project.government_user_id as number | null },
  { type: USER, id: project.project_manager_user_id as number | null },
  { type: USER, id: project.sales_on_map_user_id as number | null },
];

/** The full Project record: every scalar, the nested users and land owner, the sixteen counters. */
export async function projectRecord(
  project: ProjectEntity,
  loaded: EntityMap,
  counts: Record<string, number> | undefined,
) {
  const user = (id: unknown) => userSimple(loaded.get(USER, id as number | null));
  return {
    ...pickFields(project, PROJECT_FIELDS),
    developer: user(project.developer_id),
    landOwner: summaryOf(loaded.get(LAND_OWNER, project.owner_id as number | null), LAND_OWNER_FIELDS),
    governmentUser: user(project.government_user_id),
    projectManagerUser: user(project.project_manager_user_id),
    salesOnMapUser: user(project.sales_on_map_user_id),
    ...Object.fromEntries(
      Object.entries(PROJECT_COUNTERS).map(([counter, child]) => [counter, Number(counts?.[child] ?? 0)]),
    ),
  };
}
