import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListDiscounts } from './list-discounts';
import { systemShowDiscount } from './show-discount';

/** system/discounts: one Lambda serving these operations. */
export const systemDiscounts = defineModule({
  surface: 'system',
  resource: 'discounts',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [systemListDiscounts, systemShowDiscount],
});

export const handler = resourceHandler(systemDiscounts);
