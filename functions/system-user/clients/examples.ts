import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/clients, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListClients: { query: { platform: 'website', per_page: '2' } },
  staffClientFilters: {},
  staffClientFormData: {},
  staffStoreClient: {
    body: {
      name: 'Reem Al-Otaibi',
      phone: '+96656{unique}',
      email: 'reem.{unique}@example.com',
      platform: 'walk-in',
      sale_support_user_id: '2',
    },
  },
  staffUpdateClient: {
    path: { client_id: '{created:staffStoreClient}' },
    body: {
      platform: 'instagram',
      address: '12 Olaya Street, Riyadh',
      nationality: 'Saudi',
      date_of_birth: '1991-04-12',
    },
  },
  staffDeleteClient: { path: { client_id: '{created:staffStoreClient}' } },
};
