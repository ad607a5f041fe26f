import * as z from 'zod';
import { int, recordId, str } from '../fields';

/** Places: areas, blocks, cities and countries. */

export const Area = z.strictObject({ id: recordId(), name: str(), type: str() });
export const Block = Area;
export const City = z.strictObject({
  id: recordId(),
  country_id: int(),
  parent_id: int(),
  name: str(),
  type: str(),
});
export const CountrySummary = z.strictObject({ id: recordId(), name: str() });

/** What the lookups answer: `name` in the request's language (Accept-Language), and both names. */
const names = { name: z.string(), name_ar: str(), name_en: z.string() };
export const CountryDetail = z.strictObject({ id: recordId(), ...names, code: str() });
export const AreaDetail = z.strictObject({ id: recordId(), country_id: int(), ...names, type: str() });
export const CityDetail = z.strictObject({
  id: recordId(),
  country_id: int(),
  area_id: int(),
  parent_id: int(),
  ...names,
  type: str(),
});
export const BlockDetail = z.strictObject({ id: recordId(), city_id: int(), ...names, type: str() });
