import { type EntityOf, entityType } from '../../db/entity-type';
import { summaryOf } from '../records';
import type { UnitRental } from './unit-rentals';

/** A client looking for a home to rent; listed under the client. */
export interface RentalRequest {
  client_id: number;
  unit_name: string | null;
  bathrooms_count: number | null;
}

/** One tenancy of a unit rental; listed under it. */
export interface Rental {
  unit_rental_id: number;
  rental_owner_type: string | null;
  unit_name: string | null;
  started_at: string | null;
}

/** Rental requests are listed all together and by client (GET /system/rental-requests). */
export const RENTAL_REQUEST = entityType<RentalRequest>('RENTAL_REQUEST', { lists: [['client_id']] });
export const RENTAL = entityType<Rental>('RENTAL');
export const UNIT_RENTAL = entityType<UnitRental>('UNIT_RENTAL');

export const RENTAL_REQUEST_SIMPLE_FIELDS = ['id', 'unit_name', 'bathrooms_count'] as const;
export const RENTAL_SIMPLE_FIELDS = ['id', 'rental_owner_type', 'unit_name'] as const;

export const rentalRequestSimple = (request: EntityOf<typeof RENTAL_REQUEST> | undefined) =>
  summaryOf(request, RENTAL_REQUEST_SIMPLE_FIELDS);
export const rentalSimple = (rental: EntityOf<typeof RENTAL> | undefined) =>
  summaryOf(rental, RENTAL_SIMPLE_FIELDS);
