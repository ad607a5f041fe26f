import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListProjectUnits } from './list-project-units';
import { systemListUnits } from './list-units';
import { systemShowUnit } from './show-unit';

/** system/units: one Lambda serving these operations. */
export const systemUnits = defineModule({
  surface: 'system',
  resource: 'units',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListUnits, systemListProjectUnits, systemShowUnit],
});

export const handler = resourceHandler(systemUnits);
