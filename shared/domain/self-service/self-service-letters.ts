import { findEntity, getEntity } from '../../db/entity-store';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { txUpdate } from '../../db/transaction-builder';
import { transact } from '../../db/transactions';
import { ConflictError, ValidationError } from '../../errors';
import { presignedDownloadUrl } from '../../files/files';
import type { StaffCaller } from '../callers/callers';
import { COMPANY, COMPANY_ID } from '../company/company';
import { riyadhDay } from '../home/riyadh-day';
import { EMPLOYEE_PROFILE, monthlyWage } from '../hr/employee-profiles';
import { renderDocument } from '../prints/render-document';
import { NONE } from '../purchasing/purchasing-prints';
import {
  isLetter,
  type LetterType,
  SELF_SERVICE_RECORD_NAME,
  SELF_SERVICE_REQUEST,
  type SelfServiceRequestEntity,
  statesWage,
} from './self-service-requests';
import { readableRequest } from './self-service-views';

/** The download link's life (files.ts signs for DOWNLOAD_URL_TTL_SECONDS, 15 minutes by default). */
const LINK_SECONDS = 15 * 60;

/** The letter's number: its request's id (`SS-000012`). */
export const letterNumber = (id: number) => `SS-${String(id).padStart(6, '0')}`;

const TO_WHOM = { ar: 'إلى من يهمه الأمر', en: 'To whom it may concern' };

/**
 * A letter's variables: the company, the employee from their profile and, for the salary
 * certificate and the salary transfer letter only, the wage (basic, housing, transport and their
 * total, `monthlyWage`) in halalas.
 */
export async function letterVariables(request: SelfServiceRequestEntity, type: LetterType) {
  const [company, profile] = await Promise.all([
    findEntity(COMPANY, COMPANY_ID),
    getEntity(EMPLOYEE_PROFILE, request.employee_id, 'employee profile'),
  ]);
  const ar = request.language === 'ar';
  return {
    'company.name_ar': company?.name_ar || NONE,
    'company.name_en': company?.name || NONE,
    'company.vat_number': company?.vat_number || NONE,
    'letter.number': letterNumber(request.id),
    'letter.date': riyadhDay(new Date(request.decided_at ?? request.created_at)),
    'letter.addressee': request.addressee ?? TO_WHOM[request.language],
    'letter.purpose': request.purpose ?? NONE,
    'employee.name': ar ? profile.name_ar : profile.name_en,
    'employee.number': profile.employee_no,
    'employee.national_id': profile.national_id,
    'employee.nationality': profile.nationality,
    'employee.job_title': profile.job_title,
    'employee.hire_date': profile.hire_date,
    ...(statesWage(type)
      ? {
          'wage.basic': profile.basic_salary,
          'wage.housing': profile.housing_allowance,
          'wage.transport': profile.transport_allowance,
          'wage.total': monthlyWage(profile),
        }
      : {}),
  };
}

/** Lost the race to record the rendered letter: another download recorded its own first. */
class AlreadyRendered extends Error {}

/**
 * Renders a letter marked due (after the decision's transaction, never inside it) through the
 * print engine, in the request's language, and records its key under `letter_status = 'due'`:
 * of two first downloads at once both render, one records its PDF and both answer that one (the
 * loser's object stays unreferenced under prints/). Answers the key of the letter kept.
 */
export async function renderDueLetter(request: SelfServiceRequestEntity): Promise<string> {
  if (request.letter_status === 'rendered' && request.generated_file_key) return request.generated_file_key;
  if (!isLetter(request.type)) throw new Error(`A ${request.type} has no letter`);
  const rendered = await renderDocument(request.type, await letterVariables(request, request.type), {
    language: request.language,
    fileName: `${request.type}-${letterNumber(request.id)}.pdf`,
  });
  try {
    await transact(
      [
        txUpdate('letter-rendered', keys.entity(SELF_SERVICE_REQUEST, request.id), {
          set: {
            letter_status: 'rendered',
            generated_file_key: rendered.key,
            updated_at: new Date().toISOString(),
          },
          add: { version: 1 },
          condition: when.eq('letter_status', 'due'),
        }).item,
      ],
      () => new AlreadyRendered(),
    );
    return rendered.key;
  } catch (error) {
    if (!(error instanceof AlreadyRendered)) throw error;
    const kept = await getEntity(SELF_SERVICE_REQUEST, request.id, SELF_SERVICE_RECORD_NAME);
    if (!kept.generated_file_key) throw new ConflictError();
    return kept.generated_file_key;
  }
}

/**
 * self-service: show download. The owner's or HR's completed letter behind a 15-minute link,
 * rendered now if it is still due; 409 while the request is not completed, 422 for a type that
 * has no letter (a bank account change, a document update).
 */
export async function downloadLetter(caller: StaffCaller, id: number) {
  const request = await readableRequest(caller, id);
  if (request.status !== 'completed')
    throw new ConflictError('self_service.not_completed', { status: request.status });
  if (!isLetter(request.type)) throw ValidationError.forField('id', 'self_service.no_letter');
  const key = await renderDueLetter(request);
  const name = `${request.type}-${letterNumber(request.id)}.pdf`;
  return {
    name,
    mime_type: 'application/pdf' as const,
    url: await presignedDownloadUrl(key, name),
    expires_at: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(),
  };
}
