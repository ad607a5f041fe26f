import * as z from 'zod/mini';
import { MAINTENANCE_CATEGORIES } from '../../../shared/domain/maintenance/client-requests';
import {
  COMMENT_MAX_FILE_BYTES,
  COMMENT_MAX_FILES,
} from '../../../shared/domain/maintenance/maintenance-requests';
import {
  idParameter,
  listOf,
  optionalIntegerText,
  requiredText,
  uploadedFile,
} from '../../../shared/http/fields';

/** The fields of a maintenance request, shared by store and update. */
export const requestFields = {
  category: z.enum(MAINTENANCE_CATEGORIES),
  description: requiredText(5000),
  unit_id: optionalIntegerText({ min: 1 }),
};

/** Up to five files of at most 4 MB; one file sent without `[]` counts as a list of one. */
export const attachmentsField = z.optional(listOf(uploadedFile(COMMENT_MAX_FILE_BYTES), COMMENT_MAX_FILES));

export const requestPath = z.object({ maintenance_request_id: idParameter() });
