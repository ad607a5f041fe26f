import { batchGetItems } from '../../db/entity-store';
import { keys } from '../../db/keys';
import {
  type AreaRecord,
  areaSummary,
  type BlockRecord,
  blockSummary,
  type CityRecord,
  citySummary,
} from '../locations/locations';
import { type UserEntity, type UserSimple, userSimple } from '../users/users';
import type { ClientEntity } from './clients';

/** The Client record of the specification, exactly its fields; unknown values are null. */
export interface ClientRecord {
  id: number;
  name: string;
  phone: string;
  other_phone: string | null;
  email: string | null;
  nationality_id: number | null;
  area_id: number | null;
  city_id: number | null;
  block_id: number | null;
  sale_support_user_id: number | null;
  national_id: number | null;
  national_id_end_date: string | null;
  date_of_birth: string | null;
  postal_code: number | null;
  gender: string | null;
  address: string | null;
  income: string | null;
  education_level: string | null;
  platform: string | null;
  nationality: string | null;
  avatar: string | null;
  avatar_url: string | null;
  saleSupportUser: UserSimple | null;
  area: AreaRecord | null;
  city: CityRecord | null;
  block: BlockRecord | null;
}

type Related = Map<string, Record<string, unknown>>;

/** Loads the users and places that the given clients point at, in one batch read. */
async function loadRelated(clients: ClientEntity[]): Promise<Related> {
  const wanted = clients.flatMap((client) => [
    client.sale_support_user_id ? keys.entity('USER', client.sale_support_user_id) : undefined,
    client.area_id ? keys.entity('AREA', client.area_id) : undefined,
    client.city_id ? keys.entity('CITY', client.city_id) : undefined,
    client.block_id ? keys.entity('BLOCK', client.block_id) : undefined,
  ]);
  const items = await batchGetItems(wanted.filter((key) => key !== undefined));
  return new Map(items.map((item) => [String(item.pk), item]));
}

function toRecord(client: ClientEntity, related: Related): ClientRecord {
  const get = <T>(type: string, id: number | null) =>
    id ? (related.get(`${type}#${id}`) as T | undefined) : undefined;
  return {
    id: client.id,
    name: client.name,
    phone: client.phone,
    other_phone: client.other_phone ?? null,
    email: client.email ?? null,
    nationality_id: client.nationality_id ?? null,
    area_id: client.area_id ?? null,
    city_id: client.city_id ?? null,
    block_id: client.block_id ?? null,
    sale_support_user_id: client.sale_support_user_id ?? null,
    national_id: client.national_id ?? null,
    national_id_end_date: client.national_id_end_date ?? null,
    date_of_birth: client.date_of_birth ?? null,
    postal_code: client.postal_code ?? null,
    gender: client.gender ?? null,
    address: client.address ?? null,
    income: client.income ?? null,
    education_level: client.education_level ?? null,
    platform: client.platform ?? null,
    nationality: client.nationality ?? null,
    avatar: client.avatar ?? null,
    avatar_url: client.avatar ?? null,
    saleSupportUser: userSimple(get<UserEntity>('USER', client.sale_support_user_id)),
    area: areaSummary(get<AreaRecord>('AREA', client.area_id)),
    city: citySummary(get<CityRecord>('CITY', client.city_id)),
    block: blockSummary(get<BlockRecord>('BLOCK', client.block_id)),
  };
}

/** Client records with their nested user and places, loaded together for the whole list. */
export async function clientRecords(clients: ClientEntity[]): Promise<ClientRecord[]> {
  const related = await loadRelated(clients);
  return clients.map((client) => toRecord(client, related));
}
