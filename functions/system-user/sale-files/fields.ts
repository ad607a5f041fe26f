import * as z from 'zod/mini';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** Every route of the module names its sale. */
export const saleFilesPath = '/sales-support/sales/{sale_id}/files';
export const saleParams = z.object({ sale_id: idParameter() });

/** The caller's row scope: a sale outside it answers 404. */
export const viewerOf = (request: Pick<RequestInfo, 'token'>) => staffViewer(requestToken(request).ownerId);
