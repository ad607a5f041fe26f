import { DISCOUNT } from './discounts/discounts';
import { UNIT } from './units/units';

/**
 * Every stored type that declares lists (shared/db/lists.ts): what the backfill command enters and
 * the write bench times. A test holds it equal to the types that declare lists.
 */
export const LISTED_TYPES = [DISCOUNT, UNIT];
