import { findEntity } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import { COUNTRY } from '../locations/locations';

/** A nationality sent with a client is a country of the places (422 on `nationality_id` otherwise). */
export async function checkNationality(nationalityId: number | null | undefined): Promise<void> {
  if (typeof nationalityId !== 'number') return;
  if (!(await findEntity(COUNTRY, nationalityId)))
    throw ValidationError.forField('nationality_id', 'validation.exists');
}
