import { commonAttributes } from './common';
import { crmAttributes } from './crm';
import { hrAttributes } from './hr';
import { operationsAttributes } from './operations';
import { propertyAttributes } from './property';
import { purchaseInvoiceAttributes } from './purchase-invoices';
import { salesAttributes } from './sales';
import { scheduleReportAttributes } from './schedule-reports';

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
  'shared/i18n/attributes/schedule-reports.ts': scheduleReportAttributes,
};
