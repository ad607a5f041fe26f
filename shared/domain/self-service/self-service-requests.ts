import { type EntityOf, entityType } from '../../db/entity-type';
import { keys } from '../../db/keys';
import { ConflictError } from '../../errors';
import type { StoredFile } from '../../files/files';
import { bySystem, defineLifecycle } from '../lifecycle/lifecycle';
import type { LifecycleError } from '../lifecycle/lifecycle-errors';

/** What an employee asks HR for (STAFF-DOMAIN 9.5, STAFF-DOMAIN-2 2.4). */
export const SELF_SERVICE_TYPES = [
  'salary_certificate',
  'salary_transfer_letter',
  'experience_letter',
  'bank_account_change',
  'document_update',
] as const;
export type SelfServiceType = (typeof SELF_SERVICE_TYPES)[number];

/** The types answered by a letter HR signs off: rendered as a PDF once approved. */
export const LETTER_TYPES = ['salary_certificate', 'salary_transfer_letter', 'experience_letter'] as const;
export type LetterType = (typeof LETTER_TYPES)[number];
export const isLetter = (type: string): type is LetterType =>
  (LETTER_TYPES as readonly string[]).includes(type);

/** The letters that state the wage (2.3): the experience letter does not. */
export const statesWage = (type: LetterType) => type !== 'experience_letter';

export const LETTER_LANGUAGES = ['ar', 'en'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

export const SELF_SERVICE_STATUSES = ['pending_acceptance', 'completed', 'rejected', 'cancelled'] as const;

/**
 * Where an approved letter stands: `due` (the decision's transaction marks it; nothing renders
 * inside a decision), then `rendered` with `generated_file_key` once the print engine stored it.
 * Null for the types without a letter.
 */
export type LetterStatus = 'due' | 'rendered' | null;

/**
 * One self-service request (STAFF-DOMAIN-2 2.1 SelfServiceRequest): an employee's letter, bank
 * account change or document update, decided by the HR officer through the approval engine.
 * `employee_id` (the staff user) and `department_id` are the HR row scope's fields.
 */
export interface SelfServiceRequest {
  employee_id: number;
  department_id: number | null;
  type: SelfServiceType;
  /** Whom the letter is addressed to ("To whom it may concern" when null). */
  addressee: string | null;
  language: LetterLanguage;
  purpose: string | null;
  status: string;
  /** Bank account change: the new bank (a BANK id, its name copied) and IBAN, encrypted as the profile's. */
  bank_id: number | null;
  bank_name: string | null;
  /** The new IBAN of a bank account change, answered masked (as the profile's). */
  iban: string | null;
  /** Document update: the file sent, kept after the decision. */
  attachment: StoredFile | null;
  letter_status: LetterStatus;
  generated_file_key: string | null;
  acceptance_id: number | null;
  decided_at: string | null;
  decided_by: number | null;
  reject_reason: string | null;
}

/** Self-service requests, listed per employee, by status and type (the caller's own list). */
export const SELF_SERVICE_REQUEST = entityType<SelfServiceRequest>('SELF_SERVICE_REQUEST', {
  lists: [
    ['employee_id'],
    ['employee_id', 'status'],
    ['employee_id', 'type'],
    ['employee_id', 'status', 'type'],
  ],
});
export type SelfServiceRequestEntity = EntityOf<typeof SELF_SERVICE_REQUEST>;

export const SELF_SERVICE_RECORD_NAME = 'self-service request';

/**
 * The marker of an employee's one open request of a type (2.3): put, only if absent, in the
 * submission's transaction, deleted by the decision's. Of 20 parallel submissions one lands.
 */
export const openRequestMarker = (employeeId: number, type: SelfServiceType) =>
  keys.unique('SELF_SERVICE_OPEN', `${employeeId}#${type}`);

/** Decided by the approval engine only (the system acts for the decision). */
export const selfServiceLifecycle = defineLifecycle({
  name: SELF_SERVICE_RECORD_NAME,
  states: SELF_SERVICE_STATUSES,
  initial: 'pending_acceptance',
  transitions: [
    { action: 'approve', from: ['pending_acceptance'], to: 'completed', by: [bySystem] },
    { action: 'reject', from: ['pending_acceptance'], to: 'rejected', by: [bySystem] },
    { action: 'cancel', from: ['pending_acceptance'], to: 'cancelled', by: [bySystem] },
  ],
  refuse: (refused: LifecycleError) => new ConflictError('errors.conflict', { status: refused.from }),
});

/** Each type in words, for titles, the form and the letters. */
export const SELF_SERVICE_TYPE_NAMES: Record<SelfServiceType, { en: string; ar: string }> = {
  salary_certificate: { en: 'Salary certificate', ar: 'شهادة راتب' },
  salary_transfer_letter: { en: 'Salary transfer letter', ar: 'خطاب تحويل راتب' },
  experience_letter: { en: 'Experience letter', ar: 'شهادة خبرة' },
  bank_account_change: { en: 'Bank account change', ar: 'تغيير الحساب البنكي' },
  document_update: { en: 'Document update', ar: 'تحديث مستند' },
};

export const LANGUAGE_NAMES: Record<LetterLanguage, { en: string; ar: string }> = {
  ar: { en: 'Arabic', ar: 'العربية' },
  en: { en: 'English', ar: 'الإنجليزية' },
};
