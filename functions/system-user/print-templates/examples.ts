import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/print-templates, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffPrintTemplatesGetLayouts: {},
  staffPrintTemplatesGetVariables: { query: { document_type: 'booking_offer' } },
  staffPrintTemplatesWatermarkSettings: {},
};
