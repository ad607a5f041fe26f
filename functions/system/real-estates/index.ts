import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListRealEstates } from './list-real-estates';

/** system/real-estates: one Lambda serving these operations. */
export const systemRealEstates = defineModule({
  surface: 'system',
  resource: 'real-estates',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListRealEstates],
});

export const handler = resourceHandler(systemRealEstates);
