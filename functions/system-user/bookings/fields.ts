import * as z from 'zod/mini';
import { type BookingTarget, makeBooking } from '../../../shared/domain/bookings/make-booking';
import { single } from '../../../shared/http/envelopes';
import { idParameter } from '../../../shared/http/fields';
import { idempotencyKey } from '../../../shared/http/idempotency-key';
import type { RequestInfo } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

/** The booking tab's path: the saleable detail is a unit. */
export const unitPath = z.object({ unit_id: idParameter() });

/** Both make-booking routes: the caller holds the unit for a client or a lead (one use case). */
export const holdUnit = async (request: RequestInfo, unitId: number, target: BookingTarget) =>
  single(await makeBooking(staffCaller(request), unitId, target, request.locale, idempotencyKey(request)));
