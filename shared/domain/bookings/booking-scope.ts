import type { ScopedFields } from '../users/row-scope';

/**
 * Where a booking keeps what a staff row scope compares: the agent who holds it, its project and
 * the agent's department (copied onto it when it is written; a sale copies the same fields).
 */
export const BOOKING_SCOPE: ScopedFields = {
  owner: 'sale_support_user_id',
  project: 'project_id',
  department: 'department_id',
};
