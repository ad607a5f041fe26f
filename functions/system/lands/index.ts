import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListLandOwners, systemListLands, systemShowLand, systemShowLandOwner } from './operations';
import { systemLands } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListLandOwners, systemShowLandOwner, systemListLands, systemShowLand };

export const handler = resourceHandler(systemLands, operations);
