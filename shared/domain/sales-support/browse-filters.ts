import { countsOf } from '../../db/entity-store';
import { type Locale, type MessageKey, translate } from '../../i18n';
import { LEAD_STATUSES } from '../attention-requests/lead-lifecycle';
import type { StaffCaller } from '../callers/callers';
import { PROJECT } from '../projects/projects';
import { UNIT_STATUS_COUNTER } from '../units/units';
import { browsableProject } from './browse-scope';
import { SALES_UNIT_STATUSES } from './browse-units';

/** Project statuses and types the index offers (free text on the record, as on the system surface). */
export const SALES_PROJECT_STATUSES = ['planned', 'under_construction', 'completed'] as const;
export const SALES_PROJECT_TYPES = ['residential', 'villas', 'commercial'] as const;
/** The room counts the unit filters offer (any integer is accepted). */
const ROOM_COUNTS = [1, 2, 3, 4, 5, 6, 7];

type FilterType = 'text' | 'select' | 'date_range' | 'number_range';

const label = (locale: Locale, key: string) => translate(locale, `sales_browse.${key}` as MessageKey);
const filter = (
  locale: Locale,
  key: string,
  type: FilterType,
  options: Array<{ value: string; label: string }> = [],
) => ({
  key,
  label: label(locale, `filter.${key}`),
  type,
  options,
});
const choices = (locale: Locale, prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: label(locale, `${prefix}.${value}`) }));

/** The index's filters (GET /sales-support): project status and type. */
export function salesIndexFilters(locale: Locale) {
  return {
    filters: [
      filter(locale, 'status', 'select', choices(locale, 'project_status', SALES_PROJECT_STATUSES)),
      filter(locale, 'type', 'select', choices(locale, 'project_type', SALES_PROJECT_TYPES)),
    ],
  };
}

/**
 * The filters a project's unit list takes: `status`, `room_count`, and the price after tax as a
 * `number_range` (`price_from`, `price_to`). `counts` adds each status's count to its label.
 */
export function saleableFilters(locale: Locale, counts?: Record<string, number>) {
  const statuses = choices(locale, 'unit_status', SALES_UNIT_STATUSES).map((option) =>
    counts
      ? { ...option, label: `${option.label} (${Number(counts[UNIT_STATUS_COUNTER(option.value)] ?? 0)})` }
      : option,
  );
  return {
    filters: [
      filter(locale, 'status', 'select', statuses),
      filter(
        locale,
        'room_count',
        'select',
        ROOM_COUNTS.map((count) => ({
          value: String(count),
          label: translate(locale, 'sales_browse.rooms', { count }),
        })),
      ),
      filter(locale, 'price', 'number_range'),
    ],
  };
}

/** One project's unit filters (404 for a project out of view): each status with its count. */
export async function projectSaleableFilters(viewer: StaffCaller, projectId: number, locale: Locale) {
  const project = await browsableProject(viewer, projectId);
  const counts = await countsOf([{ type: PROJECT, id: project.id }]);
  return saleableFilters(locale, counts.get({ type: PROJECT, id: project.id }) ?? {});
}

/** The filters a project's lead list takes: `search`, `status`, creation days (`date_from`, `date_to`). */
export function leadBrowseFilters(locale: Locale) {
  return {
    filters: [
      filter(locale, 'search', 'text'),
      filter(locale, 'status', 'select', choices(locale, 'lead_status', LEAD_STATUSES)),
      filter(locale, 'date', 'date_range'),
    ],
  };
}
