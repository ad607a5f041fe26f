import * as z from 'zod/mini';
import { blankAsAbsent, idParameter, text } from '../../../shared/http/fields';

export const archivePath = z.object({ archive_id: idParameter() });

export const mimeType = blankAsAbsent(text(255).check(z.regex(/^[\w.+-]+\/[\w.+-]+$/)));
