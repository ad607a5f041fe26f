import type { ModuleExamples } from '../../../infra/openapi/request-examples';

/** A working request for each operation of system-user/places, on the demo data of `npm start`. */
export const examples: ModuleExamples = {
  staffListCountries: {},
  staffListAreas: { query: { country_id: '1' } },
  staffListCities: { query: { country_id: '1', area_id: '1' } },
  staffListBlocks: { query: { city_id: '1' } },
};
