import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListUnits } from './list-units';
import { systemUnits } from './routes';

export const handler = resourceHandler(systemUnits, { systemListUnits });
