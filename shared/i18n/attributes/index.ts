import { attendanceAttributes } from './attendance';
import { commonAttributes } from './common';
import { crmAttributes } from './crm';
import { hrAttributes } from './hr';
import { leaveRequestAttributes } from './leave-requests';
import { operationsAttributes } from './operations';
import { overtimeRequestAttributes } from './overtime-requests';
import { payrollLoanAttributes } from './payroll-loans';
import { propertyAttributes } from './property';
import { purchaseInvoiceAttributes } from './purchase-invoices';
import { salesAttributes } from './sales';
import { scheduleReportAttributes } from './schedule-reports';
import { selfServiceAttributes } from './self-service';

/**
 * Arabic names of the input fields, for `:attribute` (English uses the field's own name). One file
 * per area; every body and query field of every operation has its name here
 * (test/unit/i18n/attributes.test.ts), and a field belongs to one area only.
 */
export const arAttributes: Readonly<Record<string, string>> = {
  ...commonAttributes,
  ...crmAttributes,
  ...propertyAttributes,
  ...salesAttributes,
  ...operationsAttributes,
  ...purchaseInvoiceAttributes,
  ...hrAttributes,
  ...selfServiceAttributes,
  ...leaveRequestAttributes,
  ...attendanceAttributes,
  ...payrollLoanAttributes,
  ...overtimeRequestAttributes,
  ...scheduleReportAttributes,
};

/** The areas, for the test that refuses a field named twice. */
export const attributeAreas: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'shared/i18n/attributes/common.ts': commonAttributes,
  'shared/i18n/attributes/crm.ts': crmAttributes,
  'shared/i18n/attributes/property.ts': propertyAttributes,
  'shared/i18n/attributes/sales.ts': salesAttributes,
  'shared/i18n/attributes/operations.ts': operationsAttributes,
  'shared/i18n/attributes/purchase-invoices.ts': purchaseInvoiceAttributes,
  'shared/i18n/attributes/hr.ts': hrAttributes,
  'shared/i18n/attributes/self-service.ts': selfServiceAttributes,
  'shared/i18n/attributes/leave-requests.ts': leaveRequestAttributes,
  'shared/i18n/attributes/attendance.ts': attendanceAttributes,
  'shared/i18n/attributes/payroll-loans.ts': payrollLoanAttributes,
  'shared/i18n/attributes/overtime-requests.ts': overtimeRequestAttributes,
  'shared/i18n/attributes/schedule-reports.ts': scheduleReportAttributes,
};
