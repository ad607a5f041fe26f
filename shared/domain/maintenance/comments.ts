import { nextId } from '../../db/counters';
import { createEntity, listPage } from '../../db/entity-store';
import { filePrefixes } from '../../files/file-prefixes';
import { withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import { enquiryPreferences } from '../attention-requests/attention-requests';
import type { Caller, ClientCaller } from '../callers/callers';
import type { PageRequest } from '../lists';
import { COMMENT, UNIT } from '../units/units';
import { commentRecord, MAINTENANCE_REQUEST, ownedRequest } from './maintenance-requests';
import { scopedRequest } from './staff-scope';

/**
 * The request a caller may read and comment on: a client's own, or one in a staff caller's
 * maintenance row scope; else 404 (out of reach answers exactly like missing).
 */
async function reachableRequest(caller: Caller, id: number) {
  return caller.kind === 'client' ? ownedRequest(caller.id, id) : (await scopedRequest(caller, id)).request;
}

/** One page of a request's comments, the client's and staff's, newest first; both surfaces list it. */
export async function listMaintenanceComments(caller: Caller, id: number, options: PageRequest) {
  await reachableRequest(caller, id);
  const { items, total } = await listPage(COMMENT, options.page, options.perPage, {
    filters: { maintenance_request_id: id },
  });
  return { items: await Promise.all(items.map(commentRecord)), total };
}

/**
 * The client or a staff member comments on a request they may reach; the other side sees it in
 * the comment list.
 * 1. the request must be the client's own, or in the staff member's scope (404 otherwise);
 * 2. the files go to S3 first, under the request, in the order sent;
 * 3. the comment (by `client_id` or `user_id`), its link under the request and the unit's comment
 *    count are written in one transaction; if that fails the uploaded objects are removed.
 */
export async function addMaintenanceComment(
  caller: Caller,
  id: number,
  input: { comment: string; attachments: UploadedFile[] },
) {
  const request = await reachableRequest(caller, id);
  const commentId = await nextId(COMMENT);
  const prefix = `${filePrefixes.maintenance}${request.id}/comments/${commentId}`;
  return withStoredFiles(input.attachments, prefix, async (attachments) => {
    const comment = await createEntity(
      COMMENT,
      {
        maintenance_request_id: request.id,
        client_id: caller.kind === 'client' ? caller.id : null,
        user_id: caller.kind === 'staff' ? caller.id : null,
        comment: input.comment,
        attachments,
      },
      {
        id: commentId,
        links: [{ type: MAINTENANCE_REQUEST, id: request.id }],
        counts: request.unit_id ? [{ parent: { type: UNIT, id: request.unit_id }, counter: COMMENT }] : [],
      },
    );
    return commentRecord(comment);
  });
}

/** The client's comment, answered with their enquiry preferences (the client surface's shape). */
export async function addClientComment(
  caller: ClientCaller,
  id: number,
  input: { comment: string; attachments: UploadedFile[] },
) {
  const comment = await addMaintenanceComment(caller, id, input);
  return { ...(await enquiryPreferences(caller.client)), comment };
}
