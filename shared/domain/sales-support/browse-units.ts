import { listPage } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { ON_SALE, UNIT } from '../units/units';
import { browsableProject } from './browse-scope';
import { salesUnitRecords } from './browse-unit-records';

/** The statuses a unit takes (STAFF-DOMAIN 5.1, and `rented` for the units let). */
export const SALES_UNIT_STATUSES = [
  'available',
  'booked',
  'sold',
  'emptied',
  'rented',
  'not_for_sale',
  'reserved_by_management',
] as const;

export interface ProjectUnitFilters {
  status?: string | undefined;
  room_count?: number | undefined;
  /** Price after tax, SAR, inclusive. */
  price_from?: number | undefined;
  price_to?: number | undefined;
}

/** The combinations a project's unit list serves, as its 422 names them. */
export const PROJECT_UNIT_COMBINATIONS =
  'status, room_count, price_from/price_to, room_count + price_from/price_to (the last three: units on sale)';

/**
 * A page of a project's units (404 for a project out of view), each with its bookings and sale
 * when in the viewer's row scope. Served by the declared unit lists:
 * - none: every unit of the project, newest first; `status`: the project's units of that status;
 * - `room_count` and/or a price range (`price_from`, `price_to`, after tax): the units on sale
 *   (available, not for rent), by room count newest first, or by price cheapest first. With a
 *   price `status` may only be `available` (another status is a 422 on `filters`); `room_count`
 *   with another status reads the project's units of that status, filtered by rooms.
 */
export async function listProjectUnits(
  viewer: StaffCaller,
  projectId: number,
  options: PageRequest & { filters: ProjectUnitFilters },
) {
  const project = await browsableProject(viewer, projectId);
  const { status, room_count, price_from, price_to } = options.filters;
  const priced = price_from !== undefined || price_to !== undefined;
  const onSale = room_count !== undefined || priced;
  const otherStatus = status !== undefined && status !== ON_SALE.status;
  if (priced && otherStatus)
    throw ValidationError.forField('filters', 'validation.filter_combination', {
      allowed: PROJECT_UNIT_COMBINATIONS,
    });
  // Rooms with another status: the project's units of that status, filtered by rooms (lists.ts).
  const { items, total } = otherStatus
    ? await listPage(UNIT, options.page, options.perPage, {
        filters: { project_id: project.id, status, room_count },
      })
    : onSale
      ? await listPage(UNIT, options.page, options.perPage, {
          filters: { ...ON_SALE, project_id: project.id, room_count },
          ...(priced ? { range: { attribute: 'price_after_tax', from: price_from, to: price_to } } : {}),
        })
      : await listPage(UNIT, options.page, options.perPage, { filters: { project_id: project.id, status } });
  return { items: await salesUnitRecords(viewer, items), total };
}
