import { countsOf, findEntity, loadEntities } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { NotFoundError } from '../../errors';
import { downloadableFiles, type StoredFile } from '../../files/files';
import { COMMENT, UNIT, unitSimple } from '../units/units';

/** Upload limits of a comment: files per comment and bytes per file (under Lambda's 6 MB payload). */
export const COMMENT_MAX_FILES = 5;
export const COMMENT_MAX_FILE_BYTES = 4 * 1024 * 1024;

export interface MaintenanceRequest {
  client_id: number;
  unit_id: number | null;
  category: string;
  description: string;
  /** See maintenance-lifecycle.ts for the life cycle. */
  status: string;
  rating: number | null;
  rating_note?: string | null;
  attachments?: StoredFile[];
  // Staff fields (absent on requests filed before the staff operations; see staff-requests.ts).
  /** The unit's project, copied when the request is filed, so project scopes can list it. */
  project_id?: number | null;
  /** The technician the work is assigned to, and their department (copied for department lists). */
  assigned_user_id?: number | null;
  department_id?: number | null;
  /** What the client pays, in halalas (0 inside the sale's maintenance period unless a reason is given). */
  cost?: number | null;
  cost_reason?: string | null;
  /** Whether staff confirmed the work done (true: closed by change-is-completed; false: reopened). */
  is_completed?: boolean | null;
  invoice?: MaintenanceInvoice | null;
}

/** The bill of a request: amounts in halalas, VAT at `vat_rate` % on `amount`, the invoice file in S3. */
export interface MaintenanceInvoice {
  invoice_number: string;
  invoice_date: string;
  amount: number;
  vat_rate: number;
  vat: number;
  total: number;
  file: StoredFile;
  stored_by_user_id: number;
}

export interface Comment {
  maintenance_request_id: number;
  client_id: number | null;
  user_id: number | null;
  comment: string;
  attachments: StoredFile[];
}

/**
 * A client lists their own maintenance requests; staff list them by status within their row scope
 * (all, a project, the assigned technician or their department: staff-requests.ts).
 */
export const MAINTENANCE_REQUEST = entityType<MaintenanceRequest>('MAINTENANCE_REQUEST', {
  lists: [
    ['client_id'],
    ['status'],
    ['project_id'],
    ['project_id', 'status'],
    ['assigned_user_id'],
    ['assigned_user_id', 'status'],
    ['department_id'],
    ['department_id', 'status'],
  ],
});

export type MaintenanceRequestEntity = EntityOf<typeof MAINTENANCE_REQUEST>;

/** A request the client owns, or 404 (another client's id answers exactly like a missing one). */
export async function ownedRequest(clientId: number, requestId: number): Promise<MaintenanceRequestEntity> {
  const request = await findEntity(MAINTENANCE_REQUEST, requestId);
  if (!request || request.client_id !== clientId) throw new NotFoundError('maintenance request');
  return request;
}

/** A comment as returned: attachments carry a short-lived download URL instead of their key. */
export async function commentRecord(comment: EntityOf<typeof COMMENT>) {
  return {
    id: comment.id,
    maintenance_request_id: comment.maintenance_request_id,
    client_id: comment.client_id ?? null,
    user_id: comment.user_id ?? null,
    comment: comment.comment,
    attachments: await downloadableFiles(comment.attachments),
    created_at: comment.created_at,
  };
}

/** Maintenance request records of a list, with their unit and comment count. */
export async function maintenanceRequestRecords(requests: MaintenanceRequestEntity[]) {
  const refs = requests.map((request) => ({ type: MAINTENANCE_REQUEST, id: request.id }));
  const [loaded, counts] = await Promise.all([
    loadEntities(requests.map((request) => ({ type: UNIT, id: request.unit_id }))),
    countsOf(refs),
  ]);
  return Promise.all(
    requests.map(async (request) => ({
      id: request.id,
      client_id: request.client_id,
      unit_id: request.unit_id ?? null,
      category: request.category,
      description: request.description,
      status: request.status,
      rating: request.rating ?? null,
      rating_note: request.rating_note ?? null,
      attachments: await downloadableFiles(request.attachments),
      created_at: request.created_at,
      updated_at: request.updated_at,
      comments_count: Number(counts.get({ type: MAINTENANCE_REQUEST, id: request.id })?.[COMMENT] ?? 0),
      unit: unitSimple(loaded.get(UNIT, request.unit_id)),
    })),
  );
}
