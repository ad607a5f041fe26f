import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientBookVisitOperation } from './book-visit';
import { clientListVisits } from './list-visits';
import { clientVisitFormData } from './visit-form-data';

/** client/book-visit: one Lambda serving these operations. */
export const clientBookVisit = defineModule({
  surface: 'client',
  resource: 'book-visit',
  grants: { table: 'readwrite', bucket: 'read' },
  access: { kind: 'client' },
  operations: [clientListVisits, clientVisitFormData, clientBookVisitOperation],
});

export const handler = resourceHandler(clientBookVisit);
