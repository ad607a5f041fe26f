import { type EntityOf, entityType } from '../../db/entity-type';
import { normalizePhone } from '../users/users';

/** A customer: buyer, renter or owner. Contact values are unique among clients. */
export interface Client {
  name: string;
  phone: string;
  other_phone: string | null;
  email: string | null;
  type: string | null;
  nationality_id: number | null;
  nationality: string | null;
  area_id: number | null;
  city_id: number | null;
  block_id: number | null;
  sale_support_user_id: number | null;
  /** The department of the sales-support user who owns the client, copied when assigned (staff row scope). */
  department_id?: number | null;
  national_id: number | null;
  national_id_end_date: string | null;
  date_of_birth: string | null;
  postal_code: number | null;
  gender: string | null;
  address: string | null;
  short_national_address: string | null;
  income: string | null;
  education_level: string | null;
  platform: string | null;
  avatar: string | null;
  iban_number: string | null;
  agency_name: string | null;
  agency_number: string | null;
  agency_end_at: string | null;
  password_hash?: string;
  /** A mailed (forgot-password) password not yet used: it signs in beside the current one until it expires. */
  pending_password_hash?: string | null;
  pending_password_expires_at_ms?: number | null;
}

/**
 * The staff client index (GET {system_user_url}/crm/clients): by owner, platform or both; a
 * department's clients alone, with a platform or an owner. The system surface reads the unfiltered
 * list only. A create adds 14 list items, a change of owner up to 20.
 */
export const CLIENT = entityType<Client>('CLIENT', {
  lists: [
    ['sale_support_user_id'],
    ['platform'],
    ['sale_support_user_id', 'platform'],
    ['department_id'],
    ['department_id', 'platform'],
    ['department_id', 'sale_support_user_id'],
  ],
});

export type ClientEntity = EntityOf<typeof CLIENT>;

/** A client with every optional field empty; new clients start from it. */
export const emptyClient: Client = {
  name: '',
  phone: '',
  other_phone: null,
  email: null,
  type: 'individual',
  nationality_id: null,
  nationality: null,
  area_id: null,
  city_id: null,
  block_id: null,
  sale_support_user_id: null,
  national_id: null,
  national_id_end_date: null,
  date_of_birth: null,
  postal_code: null,
  gender: null,
  address: null,
  short_national_address: null,
  income: null,
  education_level: null,
  platform: null,
  avatar: null,
  iban_number: null,
  agency_name: null,
  agency_number: null,
  agency_end_at: null,
};

/**
 * The unique-value markers of a client (e-mail lower-case, phone digits only, national id). The
 * national id has two: per nationality (`nationality_id#national_id`, what the client login and the
 * lead search look up) and the number alone, which holds one live client per national id or iqama
 * number whatever nationality is recorded (a Saudi id names one person). Each is a conditional put in
 * the write's transaction; a soft delete frees them.
 */
export const clientUniques = (client: Pick<Client, 'email' | 'phone' | 'national_id' | 'nationality_id'>) => [
  { kind: 'CLIENT_EMAIL', field: 'email', value: client.email?.toLowerCase() ?? null },
  { kind: 'CLIENT_PHONE', field: 'phone', value: client.phone ? normalizePhone(client.phone) : null },
  {
    kind: 'CLIENT_NATIONAL_ID',
    field: 'national_id',
    value: client.national_id ? `${client.nationality_id ?? 0}#${client.national_id}` : null,
  },
  {
    kind: 'CLIENT_NATIONAL_NUMBER',
    field: 'national_id',
    value: client.national_id ? String(client.national_id) : null,
  },
];

/** The values `search` finds a client by. */
export const clientSearchValues = (client: Pick<Client, 'name' | 'phone' | 'email'>) => [
  client.name,
  client.phone,
  client.email,
];
