import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListUnits } from './list-units';
import { systemUnits } from './routes';
import { systemListProjectUnits, systemShowUnit } from './show-units';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListUnits, systemListProjectUnits, systemShowUnit };

export const handler = resourceHandler(systemUnits, operations);
