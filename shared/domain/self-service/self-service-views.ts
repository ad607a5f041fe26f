import { getEntity, listPage } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import { downloadableFiles } from '../../files/files';
import type { Locale } from '../../i18n';
import { holds, type StaffCaller } from '../callers/callers';
import { maskedIban } from '../hr/employee-profiles';
import type { PageRequest } from '../lists';
import {
  LANGUAGE_NAMES,
  SELF_SERVICE_RECORD_NAME,
  SELF_SERVICE_REQUEST,
  SELF_SERVICE_TYPE_NAMES,
  type SelfServiceRequestEntity,
  type SelfServiceType,
} from './self-service-requests';

/** HR: reads every employee's requests and decides them (declared by the self-service module). */
export const MANAGE_SELF_SERVICE = 'hr.self-service.manage';

/**
 * A request the caller may read: their own, or any for HR (`hr.self-service.manage`). A line
 * manager is not HR here: a letter shows the employee's pay. Anything else is a 404, as an unknown id.
 */
export async function readableRequest(caller: StaffCaller, id: number): Promise<SelfServiceRequestEntity> {
  const request = await getEntity(SELF_SERVICE_REQUEST, id, SELF_SERVICE_RECORD_NAME);
  if (request.employee_id !== caller.id && !holds(caller, MANAGE_SELF_SERVICE))
    throw new NotFoundError(SELF_SERVICE_RECORD_NAME);
  return request;
}

/** A request on the wire: the new IBAN only masked, the attachment behind a short-lived link. */
export async function selfServiceRecord(request: SelfServiceRequestEntity, locale: Locale) {
  const [attachment] = await downloadableFiles(request.attachment ? [request.attachment] : []);
  return {
    id: request.id,
    employee_id: request.employee_id,
    type: request.type,
    type_label: SELF_SERVICE_TYPE_NAMES[request.type][locale],
    addressee: request.addressee,
    language: request.language,
    language_label: LANGUAGE_NAMES[request.language][locale],
    purpose: request.purpose,
    status: request.status as 'pending_acceptance' | 'completed' | 'rejected' | 'cancelled',
    bank_id: request.bank_id,
    bank_name: request.bank_name,
    iban: maskedIban(request.iban),
    attachment: attachment ?? null,
    letter_status: request.letter_status,
    can_download: request.status === 'completed' && request.letter_status !== null,
    acceptance_id: request.acceptance_id,
    reject_reason: request.reject_reason,
    decided_at: request.decided_at,
    created_at: request.created_at,
  };
}

export interface MySelfServiceFilters {
  status?: string | undefined;
  type?: SelfServiceType | undefined;
}

/** self-service: my self service. The caller's own requests, newest first, by status and type. */
export async function mySelfServiceRequests(
  caller: StaffCaller,
  options: PageRequest & { filters: MySelfServiceFilters },
  locale: Locale,
) {
  const { items, total } = await listPage(SELF_SERVICE_REQUEST, options.page, options.perPage, {
    filters: { employee_id: caller.id, ...options.filters },
  });
  return { items: await Promise.all(items.map((item) => selfServiceRecord(item, locale))), total };
}

/** self-service: show. */
export const showSelfServiceRequest = async (caller: StaffCaller, id: number, locale: Locale) =>
  selfServiceRecord(await readableRequest(caller, id), locale);
