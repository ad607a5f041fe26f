import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientListSales } from './list-sales';
import { clientSales } from './routes';
import { clientShowSale } from './show-sale';
import { clientStatisticsOperation } from './statistics';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { clientListSales, clientShowSale, clientStatistics: clientStatisticsOperation };

export const handler = resourceHandler(clientSales, operations);
