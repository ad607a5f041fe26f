import { summaryOf } from '../records';

export const RENTAL_REQUEST = 'RENTAL_REQUEST';
export const RENTAL = 'RENTAL';
export const UNIT_RENTAL = 'UNIT_RENTAL';

export const RENTAL_REQUEST_SIMPLE_FIELDS = ['id', 'unit_name', 'bathrooms_count'] as const;
export const RENTAL_SIMPLE_FIELDS = ['id', 'rental_owner_type', 'unit_name'] as const;

export const rentalRequestSimple = (request: object | undefined) =>
  summaryOf(request, RENTAL_REQUEST_SIMPLE_FIELDS);
export const rentalSimple = (rental: object | undefined) => summaryOf(rental, RENTAL_SIMPLE_FIELDS);
