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
