import * as z from 'zod/mini';
import { staffViewer } from '../../../shared/domain/users/row-scope';
import { idParameter } from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';
import { requestToken } from '../../../shared/http/request-token';

/** The path of a saleable detail (a unit). */
export const unitPath = z.object({ unit_id: idParameter() });

/** The signed-in staff member and their row scope. */
export const viewerOf = (request: RequestInfo) => staffViewer(requestToken(request).ownerId);
