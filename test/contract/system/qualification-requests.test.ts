import { describe, expect, it } from 'vitest';
import { QualificationFormData, QualificationRequest } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const _complaints = `${baseUrl}/system/complaints/store`;
const qualifications = `${baseUrl}/system/qualification-requests`;
const DEMO_CLIENT = '25';

describe('system qualification requests', () => {
  const valid = {
    client_id: DEMO_CLIENT,
    bank: 'riyad_bank',
    monthly_income: '21000.75',
    monthly_obligations: '2500',
    employer_type: 'military',
    requested_amount: '800000',
  };

  it('get-create-data lists the banks and employer types', async () => {
    const form = expectSingle(
      (await call(`${qualifications}/get-create-data`, { headers: keyHeaders() })).body,
      QualificationFormData,
    );
    expect(form.banks.map((bank) => bank.key)).toContain('riyad_bank');
    expect(form.employer_types.map((type) => type.key)).toEqual([
      'government',
      'private',
      'military',
      'retired',
      'self_employed',
    ]);
  });

  it('stores a pending request with its client and unit', async () => {
    const response = await call(`${qualifications}/store`, {
      headers: keyHeaders(),
      form: { ...valid, unit_id: '2', note: 'Salary transferred to the bank.' },
    });
    expect(response.status).toBe(201);
    expect(expectSingle(response.body, QualificationRequest)).toMatchObject({
      client_id: 25,
      bank: 'riyad_bank',
      monthly_income: 21000.75,
      monthly_obligations: 2500,
      requested_amount: 800000,
      status: 'pending',
      client: { name: 'Demo Client' },
      unit: { id: 2 },
    });
  });

  it('answers 422 for bad amounts and choices, an unknown client or unit', async () => {
    const bad = await call(`${qualifications}/store`, {
      headers: keyHeaders(),
      form: {
        ...valid,
        bank: 'piggy_bank',
        monthly_income: '-1',
        requested_amount: 'lots',
        employer_type: '',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The selected bank is invalid. (and 3 more errors)',
      errors: {
        bank: ['The selected bank is invalid.'],
        monthly_income: ['The monthly income field must be at least 0.'],
        employer_type: ['The employer type field is required.'],
        requested_amount: ['The requested amount field must be a number.'],
      },
    });
    const unknown = await call(`${qualifications}/store`, {
      headers: keyHeaders(),
      form: { ...valid, client_id: '9999', unit_id: '9999' },
    });
    expect(unknown.body.errors).toEqual({
      client_id: ['The selected client id is invalid.'],
      unit_id: ['The selected unit id is invalid.'],
    });
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const [method, path] of [
      ['GET', '/get-create-data'],
      ['POST', '/store'],
    ] as const) {
      expect((await call(`${qualifications}${path}`, { method })).status).toBe(403);
      expect(
        (await call(`${qualifications}${path}`, { method, headers: keyHeaders({ 'x-secret-key': 'wrong' }) }))
          .status,
      ).toBe(401);
    }
  });
});
