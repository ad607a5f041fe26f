import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** The path of one acceptance. */
export const acceptancePath = z.object({ acceptance_id: idParameter() });
