import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListClients } from './list-clients';
import { systemClients } from './routes';

export const handler = resourceHandler(systemClients, { systemListClients });
