import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** The path of a saleable detail (a unit). */
export const unitPath = z.object({ unit_id: idParameter() });
