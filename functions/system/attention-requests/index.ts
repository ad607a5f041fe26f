import { resourceHandler } from '../../../shared/http/resource-handler';
import {
  systemAttentionFormData,
  systemListAttentionRequests,
  systemShowAttentionRequest,
  systemStoreAttentionRequest,
} from './operations';
import { systemAttentionRequests } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  systemAttentionFormData,
  systemListAttentionRequests,
  systemStoreAttentionRequest,
  systemShowAttentionRequest,
};

export const handler = resourceHandler(systemAttentionRequests, operations);
