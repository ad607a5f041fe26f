import { findEntity, getEntity } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { txDelete, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import {
  type ApprovableSubject,
  type ApprovableType,
  approvableSubject,
  type DecisionContext,
} from '../acceptances/approvable-types';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { HR_SCOPE } from '../hr/hr-scope';
import { prepareTransition } from '../lifecycle/apply-transition';
import type { Actor } from '../lifecycle/lifecycle';
import {
  isLetter,
  LANGUAGE_NAMES,
  openRequestMarker,
  SELF_SERVICE_RECORD_NAME,
  SELF_SERVICE_REQUEST,
  SELF_SERVICE_TYPE_NAMES,
  type SelfServiceRequest,
  type SelfServiceRequestEntity,
  selfServiceLifecycle,
} from './self-service-requests';

/** The record type name of self-service requests in the engine. */
export const SELF_SERVICE_APPROVABLE = 'self_service_request';

/**
 * What the HR officer reads in the approval: the type, whom it is addressed to and its language
 * (the request has no other summary), e.g. "Salary certificate for Al Rajhi Bank (Arabic)".
 */
export function selfServiceTitle(
  request: Pick<SelfServiceRequest, 'type' | 'addressee' | 'language'>,
  employeeName: string,
) {
  const type = SELF_SERVICE_TYPE_NAMES[request.type];
  const language = LANGUAGE_NAMES[request.language];
  const to = (word: string) => (request.addressee ? ` ${word} ${request.addressee}` : '');
  return {
    en: `${type.en}${to('for')} (${language.en}): ${employeeName}`,
    ar: `${type.ar}${to('إلى')} (${language.ar}): ${employeeName}`,
  };
}

/** The subject the engine keeps on the acceptance. */
export const selfServiceSubject = (
  request: Pick<SelfServiceRequest, 'type' | 'addressee' | 'language' | 'employee_id'>,
  employeeName: string,
): ApprovableSubject => ({
  summary: selfServiceTitle(request, employeeName),
  amount: null,
  project_id: null,
  client_id: null,
  subtype: request.type,
  requester_id: request.employee_id,
});

const engineActor = (context: DecisionContext): Actor => ({
  kind: 'system',
  name: `acceptance#${context.acceptanceId}`,
});

/** The request's step as decided, under the version read, with the open-request marker removed. */
async function decided(
  context: DecisionContext,
  action: 'approve' | 'reject' | 'cancel',
  changes: Partial<SelfServiceRequest> = {},
) {
  const request = await getEntity(SELF_SERVICE_REQUEST, context.id, SELF_SERVICE_RECORD_NAME);
  const actor = engineActor(context);
  const step = selfServiceLifecycle.step(action, { from: request.status, actor, subject: request });
  const prepared = await prepareTransition(SELF_SERVICE_REQUEST, request, step, {
    actor,
    recordName: SELF_SERVICE_RECORD_NAME,
    reason: context.reason,
    at: context.at,
    changes: { decided_at: context.at, decided_by: context.deciderId, ...changes },
  });
  return {
    request,
    items: [
      ...prepared.items,
      txDelete('open-request-marker', openRequestMarker(request.employee_id, request.type)).item,
    ],
  };
}

/** A bank account change approved: the profile's bank and IBAN replaced. */
const profileBankReplaced = (request: SelfServiceRequestEntity, at: string): TransactItem =>
  txUpdate('profile-bank', keys.entity(EMPLOYEE_PROFILE, request.employee_id), {
    set: {
      bank_name: request.bank_name,
      iban: request.iban,
      updated_at: at,
    },
    add: { version: 1 },
  }).item;

/**
 * Approved → `completed`. A letter is only marked due here (`letter_status: 'due'`): it is rendered
 * after the transaction, by its first download (self-service-letters.ts). A bank account change
 * replaces the profile's bank and IBAN in this transaction; a document update keeps its attachment.
 */
async function approvedItems(context: DecisionContext): Promise<TransactItem[]> {
  const request = await getEntity(SELF_SERVICE_REQUEST, context.id, SELF_SERVICE_RECORD_NAME);
  const { items } = await decided(context, 'approve', isLetter(request.type) ? { letter_status: 'due' } : {});
  return request.type === 'bank_account_change'
    ? [...items, profileBankReplaced(request, context.at)]
    : items;
}

/**
 * `self_service_request` (STAFF-DOMAIN-2 2.3): one step, the HR officer (a role); bulk decisions
 * allowed. Readers of the approval need `hr.self-service.manage` (HR), within the `hr` row scope.
 */
export const selfServiceApprovable: ApprovableType = {
  type: SELF_SERVICE_APPROVABLE,
  recordName: SELF_SERVICE_RECORD_NAME,
  policies: [
    {
      name: 'self-service request',
      steps: [{ name: 'HR officer', reviewer: { kind: 'role', role: 'hr_officer' } }],
      bulk_allowed: true,
    },
  ],
  subject: approvableSubject({
    kind: 'self_service_request',
    family: 'hr',
    viewAbility: 'hr.self-service.manage',
    scope: HR_SCOPE,
    load: (id) => findEntity(SELF_SERVICE_REQUEST, id),
    showPath: (request) => `/hr/self-service/${request.id}`,
    summary: (request, acceptance) => ({
      title: { en: acceptance.title_en, ar: acceptance.title_ar },
      amount: null,
      percentage: null,
      project_id: null,
      client_id: null,
      unit_id: null,
      starts_at: null,
      ends_at: null,
      requested_at: request.created_at,
      requester_id: request.employee_id,
    }),
  }),
  describe: async (id) => {
    const request = await findEntity(SELF_SERVICE_REQUEST, id);
    if (!request) return undefined;
    const profile = await findEntity(EMPLOYEE_PROFILE, request.employee_id);
    return selfServiceSubject(request, profile?.name_en ?? `#${request.employee_id}`);
  },
  onApproved: approvedItems,
  onRejected: async (context) => (await decided(context, 'reject', { reject_reason: context.reason })).items,
  onCancelled: async (context) => (await decided(context, 'cancel')).items,
};
