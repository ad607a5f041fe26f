import * as z from 'zod/mini';
import { keyHasScope } from '../../../shared/auth/api-keys';
import { createFolder } from '../../../shared/domain/archive/archive';
import { UNIT_PASSWORD_SCOPE } from '../../../shared/domain/rentals/unit-rentals';
import { INVISIBLE_CONTROL_RANGES } from '../../../shared/files/invisible-controls';
import { single } from '../../../shared/http/envelopes';
import { idParameter, optionalIntegerText } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';

/** A folder name: no path separators, none of the characters a file name loses, not "." or "..". */
const folderName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.regex(new RegExp(`^(?!\\.{1,2}$)[^/\\\\${INVISIBLE_CONTROL_RANGES}]+$`)),
  );

/**
 * POST /system/archive/{archive_id}/create-folder: multipart `name`, optional `parent_id`.
 * Answers the archive's unit rental record (with `folder`, the folder made); `unit_password` is in
 * clear only for keys holding the `unit-password:read` scope.
 */
export const systemCreateArchiveFolder = defineOperation(
  {
    method: 'POST',
    path: '/archive/{archive_id}/create-folder',
    operationId: 'systemCreateArchiveFolder',
    summary: 'Archive: create folder',
    response: { kind: 'single', record: 'UnitRental' },
    params: z.object({ archive_id: idParameter() }),
    body: z.object({ name: folderName, parent_id: optionalIntegerText({ min: 1 }) }),
  },
  async ({ params, body, request }) =>
    single(
      await createFolder(params.archive_id, body, {
        revealPassword: keyHasScope(request.apiKey, UNIT_PASSWORD_SCOPE),
      }),
    ),
);
