import { resourceHandler } from '../../../shared/http/resource-handler';
import {
  clientAttentionFormData,
  clientCanBuySaleableDetails,
  clientListAttentionRequests,
  clientShowAttentionRequest,
  clientStoreAttentionRequest,
} from './operations';
import { clientAttentionRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  clientAttentionFormData,
  clientListAttentionRequests,
  clientStoreAttentionRequest,
  clientShowAttentionRequest,
  clientCanBuySaleableDetails,
};

export const handler = resourceHandler(clientAttentionRequests, operations);
