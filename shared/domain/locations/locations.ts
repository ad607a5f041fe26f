/** Geography records referenced by clients, units and rentals, with their nested summary shapes. */
import { type EntityOf, entityType } from '../../db/entity-type';

/**
 * What every place carries besides its own fields: `name` is the English name (the one the nested
 * summaries of clients, lands and rentals show), `name_ar` the Arabic one, and `sort_order` the
 * position the lookups list it at (regions in their official order, then by id). `sort_order` is
 * required: the lookups are lists ordered by it, and a place without it would be in none of them.
 */
interface PlaceNames {
  name: string;
  name_ar?: string | null;
  sort_order: number;
}

export interface Country extends PlaceNames {
  /** ISO 3166-1 alpha-2 (`SA`). */
  code?: string | null;
}

export interface City extends PlaceNames {
  country_id: number | null;
  /** The region or governorate (an AREA) the city lies in. */
  area_id?: number | null;
  /** The city a town belongs to; null for the seeded main cities. */
  parent_id: number | null;
  type: string | null;
}

/** A region or governorate of a country. */
export interface Area extends PlaceNames {
  country_id?: number | null;
  type: string | null;
}

/** A district of a city. */
export interface Block extends PlaceNames {
  city_id?: number | null;
  type: string | null;
}

// The lookups list places in `sort_order` (ascending, then id), in bands of 100 positions.
const bySortOrder = { orderBy: 'sort_order', step: 100 } as const;

export const COUNTRY = entityType<Country>('COUNTRY', { lists: [bySortOrder] });
export const AREA = entityType<Area>('AREA', {
  lists: [bySortOrder, { filters: ['country_id'], ...bySortOrder }],
});
export const CITY = entityType<City>('CITY', {
  lists: [
    bySortOrder,
    { filters: ['country_id'], ...bySortOrder },
    { filters: ['area_id'], ...bySortOrder },
    { filters: ['country_id', 'area_id'], ...bySortOrder },
  ],
});
export const BLOCK = entityType<Block>('BLOCK', {
  lists: [bySortOrder, { filters: ['city_id'], ...bySortOrder }],
});

export type AreaRecord = Pick<EntityOf<typeof AREA>, 'id' | 'name' | 'type'>;
export type CityRecord = Pick<EntityOf<typeof CITY>, 'id' | 'country_id' | 'parent_id' | 'name' | 'type'>;

export const areaSummary = (
  area: EntityOf<typeof AREA> | EntityOf<typeof BLOCK> | undefined,
): AreaRecord | null => (area ? { id: area.id, name: area.name, type: area.type ?? null } : null);

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
