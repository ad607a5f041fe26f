import { resourceHandler } from '../../../shared/http/resource-handler';
import { staffLogin } from './login';
import { staffAuth } from './routes';

export const handler = resourceHandler(staffAuth, { staffLogin });
