import { declareModule } from '../../../shared/http/module';

/**
 * system-user/places: one Lambda. The lookups every address uses (countries, areas, cities,
 * blocks), read-only. Its operations are the operation files of this folder.
 */
export const staffPlaces = declareModule({
  surface: 'system-user',
  resource: 'places',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'core.places.view' },
  abilities: {
    'core.places.view': 'Countries, areas, cities, blocks.',
  },
});
