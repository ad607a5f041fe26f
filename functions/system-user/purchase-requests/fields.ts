import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** The path of one purchase request. */
export const requestPath = z.object({ purchase_request_id: idParameter() });

/** Writes need the manage ability; reads take the module's view ability. */
export const manage = { kind: 'staff', ability: 'purchasing.requests.manage' } as const;
