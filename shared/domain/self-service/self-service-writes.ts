import { batchGetItems } from '../../db/batch-get';
import { nextId } from '../../db/counters';
import { findEntity, prepareCreate } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { txPut } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { filePrefixes } from '../../files/file-prefixes';
import { type StoredFile, withStoredFiles } from '../../files/files';
import type { UploadedFile } from '../../files/uploaded-file';
import type { Locale } from '../../i18n';
import { cancelOpenAcceptance, submitForAcceptance } from '../acceptances/engine';
import type { StaffCaller } from '../callers/callers';
import { isSaudiIban } from '../company/saudi-formats';
import { EMPLOYEE_PROFILE } from '../hr/employee-profiles';
import { BANK, listBanks } from '../sales-support/solvency-banks';
import { selfServiceApprovable, selfServiceSubject } from './self-service-acceptance';
import {
  LANGUAGE_NAMES,
  LETTER_LANGUAGES,
  type LetterLanguage,
  openRequestMarker,
  SELF_SERVICE_REQUEST,
  SELF_SERVICE_TYPE_NAMES,
  SELF_SERVICE_TYPES,
  type SelfServiceRequest,
  type SelfServiceRequestEntity,
  type SelfServiceType,
} from './self-service-requests';

/** self-service: get form data. The types, the banks (the solvency form's list) and the languages. */
export async function selfServiceFormData(locale: Locale) {
  const banks = await listBanks();
  return {
    types: SELF_SERVICE_TYPES.map((value) => ({ value, label: SELF_SERVICE_TYPE_NAMES[value][locale] })),
    banks: banks.map((bank) => ({
      id: bank.id,
      name: locale === 'ar' ? bank.name_ar : bank.name,
      code: bank.code,
    })),
    languages: LETTER_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value][locale] })),
  };
}

export interface SelfServiceInput {
  type: SelfServiceType;
  addressee?: string | null | undefined;
  language?: LetterLanguage | undefined;
  purpose?: string | null | undefined;
  bank_id?: number | undefined;
  iban?: string | null | undefined;
  attachment?: UploadedFile | undefined;
}

/** An IBAN as typed (spaces, lower case) in its stored form: `SA` and 22 digits. */
const normalIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** The type's own fields, checked: the bank and a Saudi IBAN (mod 97) for a bank change, a file for a document update. */
async function typeFields(input: SelfServiceInput) {
  if (input.type === 'bank_account_change') {
    const errors: FieldMessages = {};
    const bank = input.bank_id === undefined ? undefined : await findEntity(BANK, input.bank_id);
    if (input.bank_id === undefined) errors.bank_id = [{ key: 'validation.required' }];
    else if (!bank) errors.bank_id = [{ key: 'validation.exists' }];
    const iban = input.iban ? normalIban(input.iban) : undefined;
    if (iban === undefined || iban === '') errors.iban = [{ key: 'validation.required' }];
    else if (!isSaudiIban(iban)) errors.iban = [{ key: 'self_service.iban' }];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return { bank_id: bank?.id ?? null, bank_name: bank?.name ?? null, iban: iban ?? null };
  }
  if (input.type === 'document_update' && !input.attachment)
    throw ValidationError.forField('attachment', 'validation.required');
  return { bank_id: null, bank_name: null, iban: null };
}

/**
 * self-service: store. The caller's request (they need an employee profile), `pending_acceptance`,
 * submitted to the HR officer in one transaction with the marker of their one open request of the
 * type (put only if absent: a second one, or the losers of a race, answer 409 and write nothing).
 * A document update's file is stored first and removed again if the submission fails.
 */
export async function storeSelfServiceRequest(
  caller: StaffCaller,
  input: SelfServiceInput,
): Promise<SelfServiceRequestEntity> {
  const profile = await findEntity(EMPLOYEE_PROFILE, caller.id);
  if (!profile) throw ValidationError.forField('type', 'self_service.no_profile');
  const fields = await typeFields(input);
  const id = await nextId(SELF_SERVICE_REQUEST);
  const submit = async (attachment: StoredFile | null) => {
    const attributes: SelfServiceRequest = {
      employee_id: caller.id,
      department_id: profile.department_id,
      type: input.type,
      addressee: input.addressee ?? null,
      language: input.language ?? 'ar',
      purpose: input.purpose ?? null,
      status: 'pending_acceptance',
      ...fields,
      attachment,
      letter_status: null,
      generated_file_key: null,
      acceptance_id: null,
      decided_at: null,
      decided_by: null,
      reject_reason: null,
    };
    let created: SelfServiceRequestEntity | undefined;
    await submitForAcceptance(selfServiceApprovable, id, {
      subject: selfServiceSubject(attributes, profile.name_en),
      guards: [
        {
          ...txPut(
            'open-request-marker',
            { ...openRequestMarker(caller.id, input.type), request_id: id },
            { condition: when.itemAbsent() },
          ),
          refusal: () => new ConflictError('self_service.already_open'),
        },
      ],
      also: async (acceptanceId) => {
        const prepared = await prepareCreate(
          SELF_SERVICE_REQUEST,
          { ...attributes, acceptance_id: acceptanceId },
          { id },
        );
        created = prepared.entity;
        return prepared.items;
      },
    });
    return created as SelfServiceRequestEntity;
  };
  if (input.type !== 'document_update' || !input.attachment) return submit(null);
  return withStoredFiles([input.attachment], `${filePrefixes.selfService}${id}`, (stored) =>
    submit(stored[0] ?? null),
  );
}

/**
 * The employee's open request of a type cancelled (its approval cancelled, the marker removed),
 * if there is one: what the store example runs first, so it can run again. Answers its id (0: none).
 */
export async function cancelOpenRequest(employeeId: number, type: SelfServiceType): Promise<number> {
  const [marker] = await batchGetItems([openRequestMarker(employeeId, type)]);
  const open = Number(marker?.request_id ?? 0);
  if (open) await cancelOpenAcceptance(selfServiceApprovable, open);
  return open;
}
