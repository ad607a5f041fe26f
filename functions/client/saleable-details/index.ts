import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientListSaleableDetails, clientSaleableDetailFiles, clientShowSaleableDetail } from './operations';
import { clientSaleableDetails } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { clientListSaleableDetails, clientShowSaleableDetail, clientSaleableDetailFiles };

export const handler = resourceHandler(clientSaleableDetails, operations);
