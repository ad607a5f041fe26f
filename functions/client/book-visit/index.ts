import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientBookVisitOperation, clientListVisits, clientVisitFormData } from './operations';
import { clientBookVisit } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  clientListVisits,
  clientVisitFormData,
  clientBookVisit: clientBookVisitOperation,
};

export const handler = resourceHandler(clientBookVisit, operations);
