import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system/clients, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  systemListClients: { query: { search: 'al-harbi', per_page: '2' } },
  systemStoreClient: {
    body: {
      name: 'Nasser Al-Qahtani',
      phone: '+96655{unique}',
      email: 'nasser.{unique}@example.com',
      platform: 'call-centre',
    },
  },
  systemShowClient: { path: { client_id: '{created:systemStoreClient}' } },
  systemUpdateClient: {
    path: { client_id: '20' },
    body: {
      name: 'Layla Al-Ghamdi',
      type: 'individual',
      phone: '+966 55 115 0461',
      platform: 'website',
      other_phone: '',
      email: 'layla.al-ghamdi.20@example.com',
      iban_number: 'SA03 8000 0000 6080 1016 7519',
      postal_code: '12323',
      short_national_address: 'RRRD2929',
      address: '119 King Fahd Road, Riyadh',
      agency_name: '',
      agency_number: '',
      agency_end_at: '',
      // The identity fields are optional additions to the spec's thirteen (the client's own values here).
      national_id: '1010002481',
      national_id_end_date: '2028-08-20',
      nationality: 'Saudi',
      date_of_birth: '1989-12-20',
    },
  },
  systemDeleteClient: { path: { client_id: '{created:systemStoreClient}' } },
};
