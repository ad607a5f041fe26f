import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

export { attachmentsField, requestFields } from '../../client/maintenance-requests/fields';

/** The staff routes' address of a request. */
export const staffRequestPath = z.object({ maintenance_request_id: idParameter() });

/** Writes need `.manage`; reads take the module's `.view`. */
export const manage = { kind: 'staff', ability: 'crm.maintenance-requests.manage' } as const;
/** Pricing and billing need `.bill` (accountants, finance, project managers). */
export const bill = { kind: 'staff', ability: 'crm.maintenance-requests.bill' } as const;
