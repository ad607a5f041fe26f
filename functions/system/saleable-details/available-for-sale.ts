import { clientListSaleableDetails } from '../../client/saleable-details/operations';

/**
 * GET /system/saleable-details/available-for-sale: for partners, the very operation the client app's
 * saleable-details index runs (units available and not for rent; filters `project_id`, `rooms`,
 * `min_price`, `max_price`).
 */
export const systemAvailableForSale = clientListSaleableDetails;
