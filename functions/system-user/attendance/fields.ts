import * as z from 'zod/mini';
import { coordinateText } from '../../../shared/http/fields';

/** The module's paths. */
export const ATTENDANCE = '/hr/attendance';

/** Where the phone is: latitude, longitude and the accuracy it reports (metres). */
export const positionBody = z.object({
  lat: coordinateText(-90, 90),
  lng: coordinateText(-180, 180),
  accuracy_m: coordinateText(0, 10_000),
});

/** A month, `YYYY-MM` (422 `validation.regex` otherwise). */
export const monthText = () =>
  z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.regex'));
