import { resourceHandler } from '../../../shared/http/resource-handler';
import { clientLogin } from './login';
import { clientAuth } from './routes';

export const handler = resourceHandler(clientAuth, { clientLogin });
