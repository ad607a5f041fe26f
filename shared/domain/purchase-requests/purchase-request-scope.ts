import { findEntity } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { NotFoundError } from '../../errors';
import type { StoredFile } from '../../files/files';
import type { StaffCaller } from '../callers/callers';
import { PURCHASE_REQUEST } from '../purchasing/purchase-orders';
import { inScope, type ScopedFields } from '../users/row-scope';

export const PURCHASE_REQUEST_RECORD_NAME = 'purchase request';

/**
 * What the `purchasing` row scope compares on a request: `own` = the requester (`from_user_id`),
 * `projects` = its project, `department` = the requester's department (copied at store), `all`.
 */
export const PURCHASE_REQUEST_SCOPE: ScopedFields = {
  owner: 'from_user_id',
  project: 'project_id',
  department: 'department_id',
};

export type PurchaseRequestEntity = EntityOf<typeof PURCHASE_REQUEST>;

/** A request in the caller's row scope, or 404 (out of scope answers exactly like missing). */
export async function scopedPurchaseRequest(caller: StaffCaller, id: number): Promise<PurchaseRequestEntity> {
  const request = await findEntity(PURCHASE_REQUEST, id);
  if (!request || !inScope(caller, 'purchasing', request, PURCHASE_REQUEST_SCOPE))
    throw new NotFoundError(PURCHASE_REQUEST_RECORD_NAME);
  return request;
}

/** A comment on a purchase request: anyone who may see the request writes one (files in S3). */
export interface PurchaseRequestComment {
  purchase_request_id: number;
  user_id: number;
  body: string;
  attachments: StoredFile[];
}

/** Comments, linked under their request (oldest first on the show). */
export const PURCHASE_REQUEST_COMMENT = entityType<PurchaseRequestComment>('PURCHASE_REQUEST_COMMENT');

export type PurchaseRequestCommentEntity = EntityOf<typeof PURCHASE_REQUEST_COMMENT>;
