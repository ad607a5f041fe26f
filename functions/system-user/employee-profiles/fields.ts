import * as z from 'zod/mini';
import { EMPLOYMENT_STATUSES } from '../../../shared/domain/hr/employee-profiles';
import { blankAsAbsent, filterText, idParameter, optionalIntegerText } from '../../../shared/http/fields';

/** The path of one profile: its staff user's id. */
export const profilePath = z.object({ employee_profile_id: idParameter() });

/** The index's filters. */
export const profileFilterQuery = {
  department_id: optionalIntegerText({ min: 1 }),
  employment_status: blankAsAbsent(z.enum(EMPLOYMENT_STATUSES)),
  nationality: filterText(50),
  work_site_id: optionalIntegerText({ min: 1 }),
};
