import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListClients } from './list-clients';
import { systemClients } from './routes';
import { systemDeleteClient, systemShowClient } from './show-delete';
import { systemStoreClient } from './store-client';
import { systemUpdateClient } from './update-client';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  systemListClients,
  systemStoreClient,
  systemUpdateClient,
  systemShowClient,
  systemDeleteClient,
};

export const handler = resourceHandler(systemClients, operations);
