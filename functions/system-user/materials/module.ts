import { declareModule } from '../../../shared/http/module';

/**
 * system-user/materials (area purchasing): the company-wide materials catalogue purchase requests
 * and orders name (no row scope). Reads need `purchasing.materials.view`; store, update and delete
 * name `purchasing.materials.manage`.
 */
export const staffMaterials = declareModule({
  surface: 'system-user',
  resource: 'materials',
  area: 'purchasing',
  grants: { table: 'readwrite' },
  access: { kind: 'staff', ability: 'purchasing.materials.view' },
  abilities: {
    'purchasing.materials.view': 'Materials: search, index, filters, form data, show.',
    'purchasing.materials.manage': 'Materials: store, update, delete.',
  },
});
