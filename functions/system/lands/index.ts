import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListLandOwners } from './list-land-owners';
import { systemListLands } from './list-lands';
import { systemShowLand } from './show-land';
import { systemShowLandOwner } from './show-land-owner';

/** system/lands: one Lambda serving these operations. */
export const systemLands = defineModule({
  surface: 'system',
  resource: 'lands',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListLandOwners, systemShowLandOwner, systemListLands, systemShowLand],
});

export const handler = resourceHandler(systemLands);
