/**
 * The approval engine's names of the sale re-pricings that wait for a reviewer. A file of its own,
 * importing nothing: the engine loads the registrations (approvable-records.ts), which must read
 * these names while the modules that submit them may still be loading. Each approval's record id is
 * the sale's.
 */
export const RESCHEDULE_APPROVABLE = 'sale_reschedule';
export const DISCOUNT_CHANGE_APPROVABLE = 'sale_discount_change';
export const STRIVING_CHANGE_APPROVABLE = 'sale_striving_change';
