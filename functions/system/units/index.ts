import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListUnits } from './list-units';
import { systemUnits } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListUnits };

export const handler = resourceHandler(systemUnits, operations);
