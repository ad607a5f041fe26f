/**
 * The approval engine's names of the sale re-pricings that wait for a reviewer, for the writes that
 * check a sale's approval lock (`unlockedCheck`) without needing the type's definition. Each
 * approval's record id is the sale's.
 */
export const RESCHEDULE_APPROVABLE = 'sale_reschedule';
export const DISCOUNT_CHANGE_APPROVABLE = 'sale_discount_change';
export const STRIVING_CHANGE_APPROVABLE = 'sale_striving_change';
