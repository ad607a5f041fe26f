import * as z from 'zod';
import { int, recordId, str } from '../fields';
import { UserSimple } from './simple';

/** What the staff sign-in operations answer besides the login (which is in auth.ts). */

/** Another staff account of the same person (switch-account moves to it). */
export const StaffAccount = z.strictObject({
  id: recordId(),
  name: z.string(),
  email: z.string(),
  job_title: str(),
  roles: z.array(z.string()),
});

/** The signed-in staff member: employee data, roles, abilities, row scope and their other accounts. */
export const StaffProfile = UserSimple.extend({
  roles: z.array(z.string()),
  abilities: z.array(z.string()),
  row_scope: z.strictObject({
    scope: z.enum(['own', 'projects', 'department', 'all']),
    project_ids: z.array(recordId()),
    department_id: int(),
  }),
  person_id: int(),
  accounts: z.array(StaffAccount),
});

/** One ability, `<module>.<resource>.<action>`, and its parts. */
export const Ability = z.strictObject({
  name: z.string(),
  module: z.string(),
  resource: z.string(),
  action: z.string(),
});

/** Every staff ability. */
export const AbilityList = z.strictObject({ abilities: z.array(Ability) });

/** The roles with their abilities (`all`: the role holds every ability, `*`), and the abilities to pick from. */
export const RoleFormData = z.strictObject({
  roles: z.array(z.strictObject({ name: z.string(), all: z.boolean(), abilities: z.array(z.string()) })),
  abilities: z.array(Ability),
});
