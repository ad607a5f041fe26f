// Written by `npx tsx infra/declared-lists.ts` from the files of shared/schemas/records/: do not edit.

/**
 * The records of the specification as strict zod schemas, one file per aggregate under records/:
 * exactly the listed fields with their types. Contract tests check every response against them; the
 * OpenAPI document is built from them, one component per export of this index (`RecordName`). A
 * static index, not a folder read at run time: operations name their record by a `RecordName`
 * that the type check holds to these exports.
 */
export * from './records/acceptances';
export * from './records/archive';
export * from './records/attendance';
export * from './records/attention-requests';
export * from './records/auth';
export * from './records/booking-offers';
export * from './records/bookings';
export * from './records/clients';
export * from './records/common';
export * from './records/company';
export * from './records/complaints';
export * from './records/disbursements';
export * from './records/discounts';
export * from './records/employee-profiles';
export * from './records/goods-receipts';
export * from './records/home';
export * from './records/init-sale';
export * from './records/lands';
export * from './records/leave-requests';
export * from './records/locations';
export * from './records/maintenance';
export * from './records/marketing';
export * from './records/materials';
export * from './records/notifications';
export * from './records/overtime-requests';
export * from './records/payroll-loans';
export * from './records/prints';
export * from './records/projects';
export * from './records/purchase-invoices';
export * from './records/purchase-order-staff';
export * from './records/purchase-requests';
export * from './records/purchasing';
export * from './records/purchasing-documents';
export * from './records/qualifications';
export * from './records/rentals';
export * from './records/return-requests';
export * from './records/sale-contract';
export * from './records/sale-files';
export * from './records/sale-operations';
export * from './records/sale-refunds';
export * from './records/sale-removal';
export * from './records/sale-settings';
export * from './records/sales';
export * from './records/sales-support-browse';
export * from './records/schedule-reports';
export * from './records/self-service';
export * from './records/simple';
export * from './records/staff-auth';
export * from './records/subscriptions';
export * from './records/supply-requests';
export * from './records/units';
export * from './records/visits';
