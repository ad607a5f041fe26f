import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListPurchaseOrders } from './list-purchase-orders';
import { systemPurchaseOrders } from './routes';
import { systemShowPurchaseOrder } from './show-purchase-order';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListPurchaseOrders, systemShowPurchaseOrder };

export const handler = resourceHandler(systemPurchaseOrders, operations);
