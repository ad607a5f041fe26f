import type { EntityMap } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { presignedDownloadUrl } from '../../files/files';
import { pickFields, summaryOf } from '../records';
import { USER, userSimple } from '../users/users';

/** A development project: its people, schedule, figures and documents (S3 keys or references). */
export interface Project {
  project_manager_user_id: number | null;
  developer_id: number | null;
  /** The land owner. */
  owner_id: number | null;
  government_user_id: number | null;
  sales_on_map_user_id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  status: string | null;
  type: string | null;
  sale_type: string | null;
  project_receipt_date: string | null;
  units_delivery_date: string | null;
  start_work_date: string | null;
  end_work_date: string | null;
  work_days: number | null;
  work_months: number | null;
  parking_number: number | null;
  cellar_number: number | null;
  buildings_number: number | null;
  units_number: number | null;
  building_surfaces: string | null;
  steps_completed_percent: string | null;
  project_items_completion_rate: string | null;
  cost_of_development: number | null;
  cost_of_development_expenses: number | null;
  cost_of_contractor: number | null;
  cost_of_contractor_expenses: number | null;
  building_permit: string | null;
  project_load_file: string | null;
  electricity_meter_file: string | null;
  water_meter_file: string | null;
  site_sketch_file: string | null;
  subdivision_report_file: string | null;
  water_meter_and_sewer: string | null;
  surveying_decision_for_subdivision: string | null;
  letter_addressed_to_municipality: string | null;
  sign_and_dimension_file: string | null;
  consultant_report: string | null;
  rent_cost_of_development: string | null;
  rent_allocated_budget: string | null;
  rent_cost_of_contractor: string | null;
  allocated_budget: string | null;
  allocated_budget_expenses: string | null;
  percent_work_day: string | null;
  /** S3 key of the cover; the records' `image` is a download URL of it. */
  image_key?: string | null;
}

/** The owner of land plots and projects, a person or a company. */
export interface LandOwner {
  name: string;
  email: string | null;
  phone: number | null;
  type: string | null;
}

/** A building of a project. */
export interface Building {
  name: string;
  project_id: number;
  type: string | null;
  land_area: string | null;
  tax_value: number | null;
  price_after_tax: number | null;
}

/** The project lists: by status, by type and by both (GET /system/projects, the real-estate portfolio). */
export const PROJECT = entityType<Project>('PROJECT', { lists: [['status'], ['type'], ['status', 'type']] });
export const LAND_OWNER = entityType<LandOwner>('LAND_OWNER', { lists: [] });
export const BUILDING = entityType<Building>('BUILDING');

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

export type ProjectEntity = EntityOf<typeof PROJECT>;

/** ProjectSimple; `image` is a short-lived download URL of the project's cover in S3. */
export async function projectSimple(project: ProjectEntity | undefined) {
  const summary = summaryOf(project, PROJECT_SIMPLE_FIELDS);
  if (!summary || !project) return null;
  return { ...summary, image: project.image_key ? await presignedDownloadUrl(project.image_key) : null };
}

export const buildingSimple = (building: EntityOf<typeof BUILDING> | undefined) =>
  summaryOf(building, BUILDING_SIMPLE_FIELDS);

/** What a full Project record needs loaded besides itself. */
export const projectRefs = (project: ProjectEntity) => [
  { type: USER, id: project.developer_id },
  { type: LAND_OWNER, id: project.owner_id },
  { type: USER, id: project.government_user_id },
  { type: USER, id: project.project_manager_user_id },
  { type: USER, id: project.sales_on_map_user_id },
];

/** The full Project record: every scalar, the nested users and land owner, the sixteen counters. */
export async function projectRecord(
  project: ProjectEntity,
  loaded: EntityMap,
  counts: Record<string, number> | undefined,
) {
  const user = (id: number | null) => userSimple(loaded.get(USER, id));
  return {
    ...pickFields(project, PROJECT_FIELDS),
    developer: user(project.developer_id),
    landOwner: summaryOf(loaded.get(LAND_OWNER, project.owner_id), LAND_OWNER_FIELDS),
    governmentUser: user(project.government_user_id),
    projectManagerUser: user(project.project_manager_user_id),
    salesOnMapUser: user(project.sales_on_map_user_id),
    ...Object.fromEntries(
      Object.entries(PROJECT_COUNTERS).map(([counter, child]) => [counter, Number(counts?.[child] ?? 0)]),
    ),
  };
}
