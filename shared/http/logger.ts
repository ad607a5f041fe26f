import { Logger } from '@aws-lambda-powertools/logger';

/** The one structured JSON logger (level from POWERTOOLS_LOG_LEVEL), shared by every handler. */
export const logger = new Logger({ serviceName: 'real-estate-api' });
