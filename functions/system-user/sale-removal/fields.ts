export { callerOf, saleParams, salePath } from '../sale-settings/fields';
