import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../shared/db/entity-store';
import { EMPLOYEE_PROFILE } from '../../../shared/domain/hr/employee-profiles';
import { SELF_SERVICE_REQUEST } from '../../../shared/domain/self-service/self-service-requests';
import {
  SelfServiceFormData,
  SelfServiceLetterDownload,
  SelfServiceRequest,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { employeeOfOwn } from '../../support/employee-fixtures';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';
import { downloadPdf, pdfText, squeezed } from '../../support/pdf-text';
import { roleReviewer } from '../../support/purchasing-fixtures';
import { tinyPdf } from '../../support/tiny-pdf';

const url = `${systemUserUrl}/hr/self-service`;
/** A Saudi IBAN with valid check digits (Al Rajhi's code 80). */
const GOOD_IBAN = 'SA0380000000608010167519';

const store = (headers: Record<string, string>, form: Record<string, string | Blob>) =>
  call(url, { headers, form });

const decide = async (acceptanceId: number, verdict: 'accept' | 'reject') => {
  const officer = await roleReviewer('hr_officer');
  return call(`${systemUserUrl}/acceptances/${acceptanceId}/${verdict}`, {
    method: 'POST',
    headers: officer.headers,
    ...(verdict === 'reject' ? { form: { reason: 'Profile under review' } } : {}),
  });
};

/** Stores, has the HR officer accept, downloads the letter and reads it back. */
async function letterText(type: string, language: 'ar' | 'en') {
  const employee = await employeeOfOwn();
  const stored = await store(employee.headers, { type, language, addressee: 'Riyad Bank', purpose: 'Loan' });
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  const request = expectSingle(stored.body, SelfServiceRequest);
  expect(request).toMatchObject({ type, language, status: 'pending_acceptance', letter_status: null });
  const pending = await call(`${url}/${request.id}/download`, { headers: employee.headers });
  expect(pending.status).toBe(409);
  const accepted = await decide(request.acceptance_id as number, 'accept');
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  // The decision only marks the letter due: nothing is rendered inside it.
  expect(await findEntity(SELF_SERVICE_REQUEST, request.id)).toMatchObject({
    status: 'completed',
    letter_status: 'due',
    generated_file_key: null,
  });
  const download = await call(`${url}/${request.id}/download`, { headers: employee.headers });
  expect(download.status, JSON.stringify(download.body)).toBe(200);
  const link = expectSingle(download.body, SelfServiceLetterDownload);
  const text = pdfText(await downloadPdf(link.url));
  const kept = await findEntity(SELF_SERVICE_REQUEST, request.id);
  expect(kept).toMatchObject({
    letter_status: 'rendered',
    generated_file_key: expect.stringMatching(/^prints\//),
  });
  // A second download answers the same letter, not a new render.
  const again = await call(`${url}/${request.id}/download`, { headers: employee.headers });
  expect(again.body.data.url).toContain(kept?.generated_file_key as string);
  return { text, employee, request };
}

describe.concurrent('{system_user_url}/hr/self-service', () => {
  it('renders an approved salary certificate in Arabic with the employee and the wage', async () => {
    const { text, employee } = await letterText('salary_certificate', 'ar');
    expect(squeezed(text)).toContain(squeezed('شهادة راتب'));
    expect(squeezed(text)).toContain(squeezed(employee.profile.name_ar));
    expect(text).toContain('8,000.00');
    expect(text).toContain('2,000.00');
    expect(text).toContain('800.00');
    expect(text).toContain('10,800.00');
  });

  it('renders a salary transfer letter in English with the wage, an experience letter without it', async () => {
    const transfer = await letterText('salary_transfer_letter', 'en');
    expect(transfer.text).toContain('Salary transfer letter');
    expect(transfer.text).toContain(transfer.employee.profile.name_en);
    expect(transfer.text).toContain('SAR 10,800.00');
    const experience = await letterText('experience_letter', 'en');
    expect(experience.text).toContain('Experience letter');
    expect(experience.text).toContain(experience.employee.profile.name_en);
    expect(experience.text).not.toContain('8,000.00');
    expect(experience.text).not.toContain('Basic salary');
  });

  it("lists the caller's own requests by status and type, and shows them to the owner and HR only", async () => {
    const employee = await employeeOfOwn();
    const other = await employeeOfOwn();
    const a = expectSingle(
      (await store(employee.headers, { type: 'experience_letter' })).body,
      SelfServiceRequest,
    );
    const b = expectSingle(
      (await store(employee.headers, { type: 'salary_certificate', language: 'en' })).body,
      SelfServiceRequest,
    );
    await decide(b.acceptance_id as number, 'reject');
    const mine = await call(`${url}/me`, { headers: employee.headers });
    expect(mine.status).toBe(200);
    expect(expectList(mine.body, SelfServiceRequest, `${url}/me`).map((row) => row.id)).toEqual([b.id, a.id]);
    const rejected = await call(`${url}/me?status=rejected`, { headers: employee.headers });
    expect(rejected.body.response.data.map((row: { id: number }) => row.id)).toEqual([b.id]);
    expect(rejected.body.response.data[0]).toMatchObject({ reject_reason: 'Profile under review' });
    const letters = await call(`${url}/me?type=experience_letter`, { headers: employee.headers });
    expect(letters.body.response.data.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await call(`${url}/me`, { headers: other.headers })).body.response.data).toEqual([]);
    expect((await call(`${url}/me?status=lost`, { headers: employee.headers })).status).toBe(422);

    const own = await call(`${url}/${a.id}`, { headers: employee.headers });
    expect(expectSingle(own.body, SelfServiceRequest)).toMatchObject({ id: a.id, type: 'experience_letter' });
    // Another employee reads it as an unknown id.
    expect((await call(`${url}/${a.id}`, { headers: other.headers })).status).toBe(404);
    expect((await call(`${url}/${a.id}/download`, { headers: other.headers })).status).toBe(404);
    const hr = await roleReviewer('hr_officer');
    expect((await call(`${url}/${a.id}`, { headers: hr.headers })).status).toBe(200);
    expect((await call(`${url}/999999999`, { headers: employee.headers })).status).toBe(404);
  });

  it("replaces the profile's bank and IBAN when a bank account change is approved; a bad IBAN is a 422", async () => {
    const employee = await employeeOfOwn();
    const form = expectSingle(
      (await call(`${url}/get-form-data`, { headers: employee.headers })).body,
      SelfServiceFormData,
    );
    expect(form.types.map((type) => type.value)).toEqual([
      'salary_certificate',
      'salary_transfer_letter',
      'experience_letter',
      'bank_account_change',
      'document_update',
    ]);
    expect(form.languages.map((language) => language.value)).toEqual(['ar', 'en']);
    const rajhi = form.banks.find((bank) => bank.code === '80');
    expect(rajhi).toMatchObject({ name: 'Al Rajhi Bank' });
    const arabicForm = await call(`${url}/get-form-data`, {
      headers: { ...employee.headers, 'Accept-Language': 'ar' },
    });
    expect(arabicForm.body.data.types[0]).toEqual({ value: 'salary_certificate', label: 'شهادة راتب' });

    const bad = await store(employee.headers, {
      type: 'bank_account_change',
      bank_id: String(rajhi?.id),
      iban: 'SA0380000000608010167518',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.iban).toEqual(['The iban must be a valid Saudi IBAN (SA followed by 22 digits).']);
    const arabic = await store(
      { ...employee.headers, 'Accept-Language': 'ar' },
      { type: 'bank_account_change', iban: 'DE89370400440532013000' },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors).toEqual({
      bank_id: ['حقل البنك مطلوب.'],
      iban: ['يجب أن يكون رقم الآيبان رقم آيبان سعوديا صحيحا (SA يليه 22 رقما).'],
    });
    const unknownType = await store(employee.headers, { type: 'pay_rise' });
    expect(unknownType.status).toBe(422);

    const stored = await store(employee.headers, {
      type: 'bank_account_change',
      bank_id: String(rajhi?.id),
      iban: 'sa03 8000 0000 6080 1016 7519',
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const request = expectSingle(stored.body, SelfServiceRequest);
    expect(request).toMatchObject({ bank_name: 'Al Rajhi Bank', iban: 'SA** **** **** **** **** 7519' });
    expect((await findEntity(SELF_SERVICE_REQUEST, request.id))?.iban).toBe(GOOD_IBAN);
    expect((await decide(request.acceptance_id as number, 'accept')).status).toBe(200);
    const profile = await findEntity(EMPLOYEE_PROFILE, employee.id);
    expect(profile).toMatchObject({ bank_name: 'Al Rajhi Bank', iban: GOOD_IBAN });
    // Completed, but no letter to download.
    expect((await call(`${url}/${request.id}/download`, { headers: employee.headers })).status).toBe(422);
  });

  it('keeps a document update with its attachment; one is required', async () => {
    const employee = await employeeOfOwn();
    const missing = await store(employee.headers, { type: 'document_update' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['attachment']);
    const stored = await store(employee.headers, {
      type: 'document_update',
      purpose: 'Renewed iqama',
      attachment: new File([new Uint8Array(tinyPdf('iqama'))], 'iqama.pdf', { type: 'application/pdf' }),
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const request = expectSingle(stored.body, SelfServiceRequest);
    expect(request.attachment).toMatchObject({ name: 'iqama.pdf', mime_type: 'application/pdf' });
    expect((await decide(request.acceptance_id as number, 'accept')).status).toBe(200);
    const shown = expectSingle(
      (await call(`${url}/${request.id}`, { headers: employee.headers })).body,
      SelfServiceRequest,
    );
    expect(shown).toMatchObject({ status: 'completed', attachment: { name: 'iqama.pdf' } });
    expect((await fetch(shown.attachment?.url as string)).status).toBe(200);
  });

  it('lets one of 20 parallel requests of a type in; a decision opens the type again', async () => {
    const employee = await employeeOfOwn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store(employee.headers, { type: 'salary_certificate' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const mine = await call(`${url}/me?type=salary_certificate`, { headers: employee.headers });
    expect(mine.body.response.meta.total).toBe(1);
    const landed = answers.find((answer) => answer.status === 201)?.body.data as { acceptance_id: number };
    const arabic = await store(
      { ...employee.headers, 'Accept-Language': 'ar' },
      { type: 'salary_certificate' },
    );
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toBe('لديك طلب مفتوح من هذا النوع: انتظر قراره.');
    expect((await decide(landed.acceptance_id, 'reject')).status).toBe(200);
    expect((await store(employee.headers, { type: 'salary_certificate' })).status).toBe(201);
  });

  it('refuses a staff member without a profile (422), one without hr.self.use (403) and a caller without a token (401)', async () => {
    const noProfile = await crmStaff(['employee'], { row_scope: 'own' });
    const refused = await store(noProfile.headers, { type: 'experience_letter' });
    expect(refused.status).toBe(422);
    const outsider = await crmStaff([], { row_scope: 'own' }, ['core.account.use']);
    for (const path of ['/me', '/get-form-data', '/1', '/1/download'])
      expect((await call(`${url}${path}`, { headers: outsider.headers })).status).toBe(403);
    expect((await store(outsider.headers, { type: 'experience_letter' })).status).toBe(403);
    for (const path of ['/me', '/get-form-data', '/1', '/1/download'])
      expect((await call(`${url}${path}`, { headers: keyHeaders() })).status).toBe(401);
    expect((await store(keyHeaders(), { type: 'experience_letter' })).status).toBe(401);
  });
});
