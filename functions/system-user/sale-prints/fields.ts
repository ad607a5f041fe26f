import * as z from 'zod/mini';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { blankAsAbsent, idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** Every route of the module names its sale. */
export const salePath = '/sales-support/sales/{sale_id}';
export const saleParams = z.object({ sale_id: idParameter() });

/** `?language=en` prints the English template; Arabic by default. */
export const languageQuery = z.object({ language: blankAsAbsent(z.enum(['ar', 'en'])) });

/** The caller's row scope: a sale outside it answers 404. */
export const viewerOf = (request: Pick<RequestInfo, 'token'>) => staffViewer(requestToken(request).ownerId);
