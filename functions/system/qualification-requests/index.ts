import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemQualificationFormData, systemStoreQualificationRequest } from './operations';
import { systemQualificationRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemQualificationFormData, systemStoreQualificationRequest };

export const handler = resourceHandler(systemQualificationRequests, operations);
