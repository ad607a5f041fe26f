import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseOrders } from './list-purchase-orders';
import { systemListRaiseBudgets, systemShowRaiseBudget } from './raise-budgets';
import { systemPurchaseOrders } from './routes';
import { systemShowPurchaseOrder } from './show-purchase-order';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  systemListPurchaseOrders,
  systemShowPurchaseOrder,
  systemListRaiseBudgets,
  systemShowRaiseBudget,
};

export const handler = resourceHandler(systemPurchaseOrders, operations);
