import { servedAt } from '../../../shared/http/operation';
import { clientListSaleableDetails } from '../../client/saleable-details/list-saleable-details';

/**
 * GET /system/saleable-details/available-for-sale: for partners, the very operation the client app's
 * saleable-details index runs (units available and not for rent; filters `project_id`, `rooms`,
 * `min_price`, `max_price`).
 */
export const systemAvailableForSale = servedAt(clientListSaleableDetails, {
  method: 'GET',
  path: '/saleable-details/available-for-sale',
  operationId: 'systemAvailableForSale',
  summary: 'SaleableDetail: available-for-sale-index',
});
