import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListSaleRefunds, systemListSales, systemShowSale, systemShowSaleRefund } from './operations';
import { systemSales } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListSales, systemShowSale, systemListSaleRefunds, systemShowSaleRefund };

export const handler = resourceHandler(systemSales, operations);
