import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemDeleteClient } from './delete-client';
import { systemListClients } from './list-clients';
import { systemShowClient } from './show-client';
import { systemStoreClient } from './store-client';
import { systemUpdateClient } from './update-client';

/** system/clients: one Lambda serving these operations. */
export const systemClients = defineModule({
  surface: 'system',
  resource: 'clients',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [
    systemListClients,
    systemStoreClient,
    systemUpdateClient,
    systemShowClient,
    systemDeleteClient,
  ],
});

export const handler = resourceHandler(systemClients);
