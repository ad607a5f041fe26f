import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffDailyDigestLogs } from './daily-digest-logs';
import { staffAcceptances } from './routes';

export const handler = resourceHandler(staffAcceptances, { staffDailyDigestLogs });
