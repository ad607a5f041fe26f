import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffDailyDigestLogs } from './daily-digest-logs';
import { staffAcceptances } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { staffDailyDigestLogs };

export const handler = resourceHandler(staffAcceptances, operations);
