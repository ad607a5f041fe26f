import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListClients } from './list-clients';
import { systemClients } from './routes';
import { systemUpdateClient } from './update-client';

export const handler = resourceHandler(systemClients, { systemListClients, systemUpdateClient });
