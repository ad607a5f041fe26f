import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientListSaleableDetails } from './list-saleable-details';
import { clientSaleableDetailFiles } from './saleable-detail-files';
import { clientShowSaleableDetail } from './show-saleable-detail';

/** client/saleable-details: one Lambda serving these operations. */
export const clientSaleableDetails = defineModule({
  surface: 'client',
  resource: 'saleable-details',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'client' },
  operations: [clientListSaleableDetails, clientShowSaleableDetail, clientSaleableDetailFiles],
});

export const handler = resourceHandler(clientSaleableDetails);
