import { listPage } from '../../db/entity-store';
import { attributeName, type Locale, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { DEPARTMENT } from '../hr/departments';
import { EMPLOYEE_PROFILE, EMPLOYMENT_STATUSES, type EmploymentStatus } from '../hr/employee-profiles';
import { WORK_SITE } from '../hr/hr-reference';
import type { PageRequest } from '../lists';
import { scopeFilters } from '../users/row-scope';
import { profileRows } from './profile-views';

/** What a profile's `hr` row scope compares: its employee (the user) and department. */
const PROFILE_SCOPE = { owner: 'user_id', department: 'department_id' };

export interface ProfileFilters {
  department_id?: number | undefined;
  employment_status?: EmploymentStatus | undefined;
  nationality?: string | undefined;
  work_site_id?: number | undefined;
}

/**
 * The profiles in the caller's `hr` scope (a line manager: their own and their reports'; HR: all),
 * newest first, by department, status, nationality and site; rows carry no pay.
 */
export async function listProfiles(
  caller: StaffCaller,
  options: PageRequest & { filters: ProfileFilters; locale: Locale },
) {
  const scope = scopeFilters(caller, 'hr', PROFILE_SCOPE);
  if (scope === null) return { items: [], total: 0 };
  const page = await listPage(EMPLOYEE_PROFILE, options.page, options.perPage, {
    filters: { ...options.filters, ...scope },
  });
  return { items: await profileRows(page.items, options.locale), total: page.total };
}

/** The index's filters: department, employment status, nationality, work site. */
export async function profileFilters(locale: Locale) {
  const [departments, sites] = await Promise.all([listPage(DEPARTMENT, 1, 100), listPage(WORK_SITE, 1, 100)]);
  const named = (record: { name_ar: string; name_en: string }) =>
    locale === 'ar' ? record.name_ar : record.name_en;
  return {
    filters: [
      {
        key: 'department_id',
        label: attributeName('department_id', locale),
        type: 'select' as const,
        options: departments.items.map((department) => ({
          value: String(department.id),
          label: named(department),
        })),
      },
      {
        key: 'employment_status',
        label: attributeName('employment_status', locale),
        type: 'select' as const,
        options: EMPLOYMENT_STATUSES.map((status) => ({
          value: status,
          label: translate(locale, `hr.employment_status.${status}`),
        })),
      },
      { key: 'nationality', label: attributeName('nationality', locale), type: 'text' as const, options: [] },
      {
        key: 'work_site_id',
        label: attributeName('work_site_id', locale),
        type: 'select' as const,
        options: sites.items.map((site) => ({ value: String(site.id), label: named(site) })),
      },
    ],
  };
}
