export { saleParams, salePath } from '../sale-settings/fields';
