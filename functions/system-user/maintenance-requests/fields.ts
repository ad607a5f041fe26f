import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

export { attachmentsField, requestFields } from '../../client/maintenance-requests/fields';

/** The staff routes' address of a request. */
export const staffRequestPath = z.object({ maintenance_request_id: idParameter() });

/** Writes need `.manage`; reads take the module's `.view`. */
export const manage = { kind: 'staff', ability: 'crm.maintenance-requests.manage' } as const;
/** Pricing and billing need `.bill` (accountants, finance, project managers). */
export const bill = { kind: 'staff', ability: 'crm.maintenance-requests.bill' } as const;

const TRUE = ['true', '1'];
const FALSE = ['false', '0'];

/** Laravel's `boolean`: true, false, 1, 0, "1", "0" (multipart sends text). */
export const booleanText = () =>
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform((value, context) => {
      const text = String(value).trim().toLowerCase();
      if (TRUE.includes(text)) return true;
      if (FALSE.includes(text)) return false;
      context.issues.push({
        code: 'custom',
        message: text === '' ? 'validation.required' : 'validation.boolean',
        input: value,
      });
      return z.NEVER;
    }),
  );
