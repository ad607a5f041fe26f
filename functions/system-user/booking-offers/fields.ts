import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

/** The booking tab's path: the saleable detail (a unit) whose booking it is. */
export const bookingTabPath = '/sales-support/saleable-details/{unit_id}/booking';

export const unitParams = z.object({ unit_id: idParameter() });

/** Laravel's `boolean` as a form sends it. */
export const booleanChoice = z.enum(['1', '0', 'true', 'false']);
export const isTrue = (value: string | undefined) => value === '1' || value === 'true';
