import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListDiscounts } from './list-discounts';
import { systemDiscounts } from './routes';

export const handler = resourceHandler(systemDiscounts, { systemListDiscounts });
