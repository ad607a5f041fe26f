import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/print-templates, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffGetPrintLayouts: {},
  staffGetPrintVariables: { query: { document_type: 'booking_offer' } },
  staffGetWatermarkSettings: {},
};
