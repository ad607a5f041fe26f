import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListRealEstates } from './operations';
import { systemRealEstates } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListRealEstates };

export const handler = resourceHandler(systemRealEstates, operations);
