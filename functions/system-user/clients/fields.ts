import * as z from 'zod/mini';
import { clearable, idParameter, integerText } from '../../../shared/http/fields';
import { clientFields } from '../../system/clients/update-client';

/** The path of one client. */
export const clientPath = z.object({ client_id: idParameter() });

/** The system surface's client fields, plus the sales-support user who owns the client (empty: none). */
export const staffClientFields = {
  ...clientFields,
  sale_support_user_id: clearable(integerText({ min: 1 })),
};
