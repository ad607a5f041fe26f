import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findEntity, updateEntity } from '../../../shared/db/entity-store';
import { formatHalalas } from '../../../shared/domain/prints/format-print-variables';
import { BOOKING } from '../../../shared/domain/sales/sales';
import { BookingOffer, DownloadableFile } from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, systemUserUrl } from '../../support/http';
import { bookedUnit, testUnit } from '../../support/offer-fixtures';

const tab = (unitId: number) => `${systemUserUrl}/sales-support/saleable-details/${unitId}/booking`;
const agentOf = (department: number) =>
  crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
const offerOf = async (headers: Record<string, string>, unitId: number) =>
  call(`${tab(unitId)}/get-offer-data`, { headers });

/** The PDF's text as pdftotext reads it, without the direction marks it wraps runs in. */
const pdfText = (pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string =>
  execFileSync('pdftotext', [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  }).replace(/[\u202A-\u202E]/g, '');

const download = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
};

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describe('{system_user_url}/sales-support/saleable-details/{unit_id}/booking: offers', () => {
  it('get-offer-data: numbers the offer once and prices it with tax and orbon', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({
      agentId: agent.id,
      departmentId: department,
      price: 900_000,
    });

    const first = await offerOf(agent.headers, unit.id);
    expect(first.status).toBe(200);
    const offer = expectSingle(first.body, BookingOffer);
    expect(offer.offer_number).toMatch(/^OF-\d{4}-\d{6}$/);
    expect(offer).toMatchObject({
      booking_id: booking.id,
      booking_status: 'active',
      date: today(),
      valid_until: booking.booking_expired_at,
      is_draft: true,
      price_before_tax: 900_000,
      tax_rate: 5,
      client: expect.objectContaining({ name: 'محمد بن عبدالله العتيبي' }),
      unit: expect.objectContaining({ id: unit.id, name: unit.name }),
      bank_account: expect.objectContaining({ iban: 'SA0380000000608010167519' }),
    });
    // No discount targets the fixture's project: the price is the unit's (stacking: unit tests).
    expect(offer.discounts).toEqual([]);
    // The figures add up in halalas.
    const cents = (sar: number) => Math.round(sar * 100);
    expect(cents(offer.net_price)).toBe(cents(offer.price_before_tax) - cents(offer.discounts_total));
    expect(cents(offer.tax_amount)).toBe(Math.round((cents(offer.net_price) * 5) / 100));
    expect(cents(offer.total)).toBe(cents(offer.net_price) + cents(offer.tax_amount));
    expect(cents(offer.required_orbon)).toBe(Math.round((cents(offer.net_price) * 5) / 100));

    const again = expectSingle((await offerOf(agent.headers, unit.id)).body, BookingOffer);
    expect(again.offer_number).toBe(offer.offer_number);
    expect(await findEntity(BOOKING, booking.id)).toMatchObject({ offer_number: offer.offer_number });
  });

  it('gives 20 bookings offered at once 20 consecutive numbers, and one booking asked 20 times one number', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const units = await Promise.all(
      Array.from({ length: 20 }, () => bookedUnit({ agentId: agent.id, departmentId: department })),
    );
    const offers = await Promise.all(units.map(({ unit }) => offerOf(agent.headers, unit.id)));
    expect(offers.map((response) => response.status)).toEqual(Array(20).fill(200));
    const sequences = offers
      .map((response) => Number(String(response.body.data.offer_number).slice(-6)))
      .sort((a, b) => a - b);
    const lowest = sequences[0] as number;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => lowest + index));

    const single = await bookedUnit({ agentId: agent.id, departmentId: department });
    const same = await Promise.all(Array.from({ length: 20 }, () => offerOf(agent.headers, single.unit.id)));
    expect(same.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(same.map((response) => response.body.data.offer_number)).size).toBe(1);
    // Nothing was taken for the lost races: the next booking gets the very next number.
    expect(Number(String(same[0]?.body.data.offer_number).slice(-6))).toBe(lowest + 20);
  });

  it('answers 404 outside the row scope, 403 without the ability, 409 without an active booking, 422 on a bad id', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit } = await bookedUnit({ agentId: agent.id, departmentId: department });
    const stranger = await agentOf(freshDepartment());
    expect(await offerOf(stranger.headers, unit.id)).toMatchObject({
      status: 404,
      body: { message: 'The requested booking was not found.' },
    });
    const manager = await crmStaff(['sales_manager'], { row_scope: 'department', department_id: department });
    expect((await offerOf(manager.headers, unit.id)).status).toBe(200);
    const employee = await crmStaff(['employee'], { row_scope: 'all' });
    expect(await offerOf(employee.headers, unit.id)).toMatchObject({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    const free = await testUnit();
    expect(await offerOf(agent.headers, free.id)).toMatchObject({
      status: 409,
      body: { message: 'This unit has no active booking to make an offer for.' },
    });
    expect((await offerOf(agent.headers, 999_999_999)).status).toBe(404);
    expect((await call(`${tab(1)}/print-offer?language=fr`, { headers: agent.headers })).status).toBe(422);
  });

  it('print-offer: an Arabic PDF with the client, the offer number and the total, stamped draft until accepted', async () => {
    const department = freshDepartment();
    const agent = await agentOf(department);
    const { unit, booking } = await bookedUnit({
      agentId: agent.id,
      departmentId: department,
      price: 1_234_567.89,
    });
    const printed = await call(`${tab(unit.id)}/print-offer`, { headers: agent.headers });
    expect(printed.status).toBe(200);
    const file = expectSingle(printed.body, DownloadableFile);
    const offer = expectSingle((await offerOf(agent.headers, unit.id)).body, BookingOffer);
    expect(file).toMatchObject({ name: `${offer.offer_number}.pdf`, mime_type: 'application/pdf' });
    const pdf = await download(file.url);
    expect(pdf.length).toBe(file.size);
    const text = pdfText(pdf);
    expect(text).toContain('محمد بن عبدالله العتيبي');
    expect(text).toContain(offer.offer_number);
    expect(text).toMatch(new RegExp(`الإجمالي\\s+${formatHalalas(Math.round(offer.total * 100))}`));
    // The stamp is rotated text: read in drawing order, so checked on the English print (as the engine's test does).
    const draft = await call(`${tab(unit.id)}/print-offer?language=en`, { headers: agent.headers });
    expect(pdfText(await download(expectSingle(draft.body, DownloadableFile).url), 'raw')).toContain('DRAFT');

    await updateEntity(BOOKING, booking.id, { status: 'accepted' }, { recordName: 'booking' });
    const english = await call(`${tab(unit.id)}/print-offer?language=en`, { headers: agent.headers });
    const englishPdf = await download(expectSingle(english.body, DownloadableFile).url);
    expect(pdfText(englishPdf)).toContain(`Price offer ${offer.offer_number}`);
    expect(pdfText(englishPdf)).toContain(`SAR ${formatHalalas(Math.round(offer.total * 100))}`);
    expect(pdfText(englishPdf, 'raw')).not.toContain('DRAFT');
  });
});
