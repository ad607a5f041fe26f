import * as z from 'zod/mini';
import {
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  DISCOUNT_VALUE_TYPES,
} from '../../../shared/domain/discounts/discounts';
import type { DiscountFilters } from '../../../shared/domain/discounts/list-discounts';
import {
  blankAsAbsent,
  optionalDateText,
  optionalIntegerText,
  paginationQuery,
  searchQuery,
} from '../../../shared/http/fields';

/** The discount index's query, the same on the system and the staff surface. */
export const discountIndexQuery = z.object({
  ...paginationQuery,
  search: searchQuery(),
  type: blankAsAbsent(z.enum(DISCOUNT_TYPES)),
  value_type: blankAsAbsent(z.enum(DISCOUNT_VALUE_TYPES)),
  status: blankAsAbsent(z.enum(DISCOUNT_STATUSES)),
  project_id: optionalIntegerText({ min: 1 }),
  created_at: optionalDateText(),
});

/** The index's filters as the domain takes them. */
export const discountIndexFilters = (query: z.output<typeof discountIndexQuery>): DiscountFilters => ({
  search: query.search,
  type: query.type,
  value_type: query.value_type,
  status: query.status,
  project_id: query.project_id,
  created_at: query.created_at,
});
