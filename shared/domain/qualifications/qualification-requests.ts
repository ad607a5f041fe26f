import { createEntity, loadEntities } from '../../db/entity-store';
import { entityType } from '../../db/entity-type';
import { type FieldMessages, ValidationError } from '../../errors';
import { clientSimple } from '../clients/client-record';
import { CLIENT } from '../clients/clients';
import { pickFields } from '../records';
import { UNIT, unitSimple } from '../units/units';

/** The banks a financing qualification can be requested from (a fixed list, as the form offers it). */
export const QUALIFICATION_BANKS = [
  'al_rajhi_bank',
  'saudi_national_bank',
  'riyad_bank',
  'saudi_awwal_bank',
  'alinma_bank',
  'bank_albilad',
  'arab_national_bank',
  'bank_aljazira',
] as const;

/** Who pays the client's salary (banks weigh it). */
export const EMPLOYER_TYPES = ['government', 'private', 'military', 'retired', 'self_employed'] as const;

export const QUALIFICATION_REQUEST_FIELDS = [
  'id',
  'client_id',
  'bank',
  'monthly_income',
  'monthly_obligations',
  'employer_type',
  'requested_amount',
  'unit_id',
  'note',
  'status',
  'created_at',
] as const;

export interface QualificationRequestInput {
  client_id: number;
  bank: string;
  monthly_income: number;
  monthly_obligations: number;
  employer_type: string;
  requested_amount: number;
  unit_id?: number | undefined;
  note?: string | null | undefined;
}

/** A client's request to be qualified for bank financing; `pending` until a bank answers. */
export interface QualificationRequest extends Omit<QualificationRequestInput, 'unit_id' | 'note'> {
  unit_id: number | null;
  note: string | null;
  status: string;
}

export const QUALIFICATION_REQUEST = entityType<QualificationRequest>('QUALIFICATION_REQUEST');

const choices = (keys: readonly string[]) => keys.map((key) => ({ key, name: key.replaceAll('_', ' ') }));

/** What the form offers: the banks and the employer types. */
export function qualificationFormData() {
  return { banks: choices(QUALIFICATION_BANKS), employer_types: choices(EMPLOYER_TYPES) };
}

/**
 * Records a client's financing qualification request, status `pending`. The client must exist and
 * so must the unit when one is named (422 `validation.exists` on each).
 */
export async function storeQualificationRequest(input: QualificationRequestInput) {
  const loaded = await loadEntities([
    { type: CLIENT, id: input.client_id },
    { type: UNIT, id: input.unit_id },
  ]);
  const client = loaded.get(CLIENT, input.client_id);
  const unit = loaded.get(UNIT, input.unit_id);
  const errors: FieldMessages = {};
  if (!client) errors.client_id = [{ key: 'validation.exists' }];
  if (input.unit_id !== undefined && !unit) errors.unit_id = [{ key: 'validation.exists' }];
  if (Object.keys(errors).length > 0 || !client) throw new ValidationError(errors);
  const request = await createEntity(
    QUALIFICATION_REQUEST,
    {
      client_id: client.id,
      bank: input.bank,
      monthly_income: input.monthly_income,
      monthly_obligations: input.monthly_obligations,
      employer_type: input.employer_type,
      requested_amount: input.requested_amount,
      unit_id: input.unit_id ?? null,
      note: input.note ?? null,
      status: 'pending',
    },
    { links: [{ type: CLIENT, id: client.id }] },
  );
  return {
    ...pickFields(request, QUALIFICATION_REQUEST_FIELDS),
    client: clientSimple(client),
    unit: unitSimple(unit),
  };
}
