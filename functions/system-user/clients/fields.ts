import * as z from 'zod/mini';
import { idParameter, optionalIntegerText } from '../../../shared/http/fields';
import { clientFields } from '../../system/clients/update-client';

/** The path of one client. */
export const clientPath = z.object({ client_id: idParameter() });

/** The system surface's client fields, plus the sales-support user who owns the client (blank: unchanged). */
export const staffClientFields = {
  ...clientFields,
  sale_support_user_id: optionalIntegerText({ min: 1 }),
};
