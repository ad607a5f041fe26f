import * as z from 'zod/mini';
import {
  booleanText,
  dateText,
  idParameter,
  integerText,
  listOf,
  optionalText,
  uploadedFile,
} from '../../../shared/http/fields';

/** At most two files of 5 MB (a medical certificate, a marriage or birth certificate). */
export const LEAVE_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const LEAVE_MAX_FILES = 2;

export const leavePath = z.object({ leave_request_id: idParameter() });

/** The fields of a leave, required at store and optional at update (what is sent replaces). */
export const leaveFields = {
  leave_type_id: integerText({ min: 1 }),
  from_date: dateText(),
  to_date: dateText(),
  half_day: z.optional(booleanText()),
  reason: optionalText(1000),
  attachments: z.optional(listOf(uploadedFile(LEAVE_MAX_FILE_BYTES), LEAVE_MAX_FILES)),
};

export const leaveLimits = { maxFileBytes: LEAVE_MAX_FILE_BYTES, maxFiles: LEAVE_MAX_FILES };
