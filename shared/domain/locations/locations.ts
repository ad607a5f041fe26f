/** Geography records referenced by clients, units and rentals, with their nested summary shapes. */

export const COUNTRY = 'COUNTRY';
export const CITY = 'CITY';
export const AREA = 'AREA';
export const BLOCK = 'BLOCK';

export interface AreaRecord {
  id: number;
  name: string;
  type: string | null;
}

export interface CityRecord {
  id: number;
  country_id: number | null;
  parent_id: number | null;
  name: string;
  type: string | null;
}

export type BlockRecord = AreaRecord;

export const areaSummary = (area: AreaRecord | undefined): AreaRecord | null =>
  area ? { id: area.id, name: area.name, type: area.type ?? null } : null;

export const citySummary = (city: CityRecord | undefined): CityRecord | null =>
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
