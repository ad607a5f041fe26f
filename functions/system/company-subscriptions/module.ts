import { declareModule } from '../../../shared/http/module';

/**
 * system/company-subscriptions: one Lambda. Its operations are the operation files of this folder (each
 * declares its route); the registry finds them, so adding one touches no list.
 */
export const systemCompanySubscriptions = declareModule({
  surface: 'system',
  resource: 'company-subscriptions',
  grants: { table: 'read' },
  access: { kind: 'keys' },
});
