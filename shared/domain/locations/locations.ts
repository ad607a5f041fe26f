/** Geography records referenced by clients, units and rentals, with their nested summary shapes. */
import { type EntityOf, entityType } from '../../db/entity-type';

export interface Country {
  name: string;
}

export interface City {
  country_id: number | null;
  parent_id: number | null;
  name: string;
  type: string | null;
}

/** A region or, as a block, a district. */
export interface Area {
  name: string;
  type: string | null;
}

export const COUNTRY = entityType<Country>('COUNTRY');
export const CITY = entityType<City>('CITY');
export const AREA = entityType<Area>('AREA');
export const BLOCK = entityType<Area>('BLOCK');

export type AreaRecord = Pick<EntityOf<typeof AREA>, 'id' | 'name' | 'type'>;
export type CityRecord = Pick<EntityOf<typeof CITY>, 'id' | 'country_id' | 'parent_id' | 'name' | 'type'>;

export const areaSummary = (area: EntityOf<typeof AREA> | undefined): AreaRecord | null =>
  area ? { id: area.id, name: area.name, type: area.type ?? null } : null;

export const citySummary = (city: EntityOf<typeof CITY> | undefined): CityRecord | null =>
  city
    ? {
        id: city.id,
        country_id: city.country_id ?? null,
        parent_id: city.parent_id ?? null,
        name: city.name,
        type: city.type ?? null,
      }
    : null;

export const blockSummary = areaSummary;
