import { listPage } from '../../shared/db/entity-store';
import { AREA, BLOCK, CITY, COUNTRY } from '../../shared/domain/locations/locations';
import { ValidationError } from '../../shared/errors';
import { seedPlaces } from '../local/seed/places';
import { alreadyPresent, type FirstDeployStep } from './step';

const total = async (type: typeof COUNTRY | typeof AREA | typeof CITY | typeof BLOCK) =>
  (await listPage(type, 1, 1)).total;

/**
 * Countries, regions, cities and districts in English and Arabic (the seed's set, infra/local/seed/
 * places.ts): written when the table has no country. The first write carries the unique marker of
 * Saudi Arabia's code, so a concurrent run fails before writing anything.
 */
export const placesStep: FirstDeployStep = {
  name: 'places',
  async run() {
    const countries = await total(COUNTRY);
    if (countries > 0) return alreadyPresent(`(${countries} countries)`);
    try {
      await seedPlaces({ uniques: [{ kind: 'COUNTRY_CODE', field: 'code', value: 'SA' }] });
    } catch (error) {
      if (error instanceof ValidationError) return alreadyPresent('(written meanwhile by another run)');
      throw error;
    }
    const [written, areas, cities, blocks] = await Promise.all([
      total(COUNTRY),
      total(AREA),
      total(CITY),
      total(BLOCK),
    ]);
    return {
      written: written + areas + cities + blocks,
      summary: `${written} countries, ${areas} regions, ${cities} cities, ${blocks} districts written`,
    };
  },
};
