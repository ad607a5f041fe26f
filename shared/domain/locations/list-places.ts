import { listPage } from '../../db/entity-store';
import type { EntityOf } from '../../db/entity-type';
import type { Locale } from '../../i18n';
import type { ListPage, PageRequest } from '../lists';
import { AREA, BLOCK, CITY, COUNTRY } from './locations';

/** A page of a lookup in the caller's language. */
export type PlaceListRequest = PageRequest & { locale: Locale };

interface Named {
  name: string;
  name_ar?: string | null;
}

/** `name` in the caller's language (English when a place has no Arabic name), and both names. */
export const placeNames = (place: Named, locale: Locale) => ({
  name: locale === 'ar' && place.name_ar ? place.name_ar : place.name,
  name_ar: place.name_ar ?? null,
  name_en: place.name,
});

const orderedQuery = (filters: Record<string, number | undefined> = {}) => ({
  filters,
  range: { attribute: 'sort_order' },
});

/** A page of countries, in their listing order. */
export async function listCountries(request: PlaceListRequest): Promise<ListPage<CountryDetail>> {
  const { items, total } = await listPage(COUNTRY, request.page, request.perPage, orderedQuery());
  return {
    items: items.map((country) => ({
      id: country.id,
      ...placeNames(country, request.locale),
      code: country.code ?? null,
    })),
    total,
  };
}

/** A page of areas (regions, governorates), of one country when asked. */
export async function listAreas(
  request: PlaceListRequest & { countryId?: number | undefined },
): Promise<ListPage<AreaDetail>> {
  const { items, total } = await listPage(
    AREA,
    request.page,
    request.perPage,
    orderedQuery({ country_id: request.countryId }),
  );
  return { items: items.map((area) => areaDetail(area, request.locale)), total };
}

/** A page of cities, of one country and/or one area when asked. */
export async function listCities(
  request: PlaceListRequest & { countryId?: number | undefined; areaId?: number | undefined },
): Promise<ListPage<CityDetail>> {
  const { items, total } = await listPage(
    CITY,
    request.page,
    request.perPage,
    orderedQuery({ country_id: request.countryId, area_id: request.areaId }),
  );
  return { items: items.map((city) => cityDetail(city, request.locale)), total };
}

/** A page of blocks (districts), of one city when asked. */
export async function listBlocks(
  request: PlaceListRequest & { cityId?: number | undefined },
): Promise<ListPage<BlockDetail>> {
  const { items, total } = await listPage(
    BLOCK,
    request.page,
    request.perPage,
    orderedQuery({ city_id: request.cityId }),
  );
  return { items: items.map((block) => blockDetail(block, request.locale)), total };
}

const areaDetail = (area: EntityOf<typeof AREA>, locale: Locale) => ({
  id: area.id,
  country_id: area.country_id ?? null,
  ...placeNames(area, locale),
  type: area.type ?? null,
});

const cityDetail = (city: EntityOf<typeof CITY>, locale: Locale) => ({
  id: city.id,
  country_id: city.country_id ?? null,
  area_id: city.area_id ?? null,
  parent_id: city.parent_id ?? null,
  ...placeNames(city, locale),
  type: city.type ?? null,
});

const blockDetail = (block: EntityOf<typeof BLOCK>, locale: Locale) => ({
  id: block.id,
  city_id: block.city_id ?? null,
  ...placeNames(block, locale),
  type: block.type ?? null,
});

interface NamesOf {
  name: string;
  name_ar: string | null;
  name_en: string;
}
export type CountryDetail = { id: number; code: string | null } & NamesOf;
export type AreaDetail = ReturnType<typeof areaDetail>;
export type CityDetail = ReturnType<typeof cityDetail>;
export type BlockDetail = ReturnType<typeof blockDetail>;
