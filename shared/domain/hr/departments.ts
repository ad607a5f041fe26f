import { type EntityOf, entityType } from '../../db/entity-type';
import type { Locale } from '../../i18n';

/** A department (the spec's Department): staff users and HR records name it by id. */
export interface Department {
  name_ar: string;
  name_en: string;
  manager_user_id: number | null;
  parent_id: number | null;
  cost_center_id: number | null;
}

/** Departments, in one unfiltered list (forms and filters offer them all). */
export const DEPARTMENT = entityType<Department>('DEPARTMENT', { lists: [] });
export type DepartmentEntity = EntityOf<typeof DEPARTMENT>;

/** The departments the demo staff belong to, under ids 1 to 6 (the users' `department_id`). */
export const DEMO_DEPARTMENTS: readonly Omit<Department, 'manager_user_id'>[] = [
  { name_en: 'Sales', name_ar: 'المبيعات', parent_id: 6, cost_center_id: null },
  { name_en: 'Finance', name_ar: 'المالية', parent_id: 6, cost_center_id: null },
  { name_en: 'Procurement', name_ar: 'المشتريات', parent_id: 6, cost_center_id: null },
  { name_en: 'Projects', name_ar: 'المشاريع', parent_id: 6, cost_center_id: null },
  { name_en: 'Human resources', name_ar: 'الموارد البشرية', parent_id: 6, cost_center_id: null },
  { name_en: 'Management', name_ar: 'الإدارة', parent_id: null, cost_center_id: null },
];

/** A department's name in the caller's language. */
export const departmentName = (department: Pick<Department, 'name_ar' | 'name_en'>, locale: Locale) =>
  locale === 'ar' ? department.name_ar : department.name_en;
