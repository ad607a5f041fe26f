import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/qualification-requests, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemQualificationFormData: {},
  systemStoreQualificationRequest: {
    body: {
      client_id: '25',
      bank: 'al_rajhi_bank',
      monthly_income: '28500',
      monthly_obligations: '3200.50',
      employer_type: 'government',
      requested_amount: '950000',
      unit_id: '1',
      note: 'Pre-approval before booking.',
    },
  },
};
