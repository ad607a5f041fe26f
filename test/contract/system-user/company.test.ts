import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { isSaudiIban } from '../../../shared/domain/company/saudi-formats';
import { CompanyInfo } from '../../../shared/schemas/records';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/company-info`;
const headers = async (extra: Record<string, string> = {}) => {
  const token = await issueAccessToken('user', 1, ['core.company.view']);
  return keyHeaders({ Authorization: `Bearer ${token.plainText}`, ...extra });
};

describe('GET {system_user_url}/company-info', () => {
  it('answers the seeded company: names, identifiers, address, a logo that downloads, valid bank accounts', async () => {
    const response = await call(url, { headers: await headers() });
    expect(response.status).toBe(200);
    const company = expectSingle(response.body, CompanyInfo);
    expect(company.name).toBe(company.name_en);
    expect(company.name_ar).toMatch(/[\u0600-\u06FF]/);
    expect(company.vat_number).toMatch(/^\d{15}$/);
    expect(company.national_address.short_address).toMatch(/^[A-Z]{4}\d{4}$/);
    expect(company.bank_accounts.length).toBeGreaterThan(0);
    for (const account of company.bank_accounts) expect(isSaudiIban(account.iban)).toBe(true);
    const logo = await fetch(company.logo?.url as string);
    expect(logo.status).toBe(200);
    expect((await logo.arrayBuffer()).byteLength).toBe(company.logo?.size);
  });

  it('answers the names and the address in Arabic when asked', async () => {
    const response = await call(url, { headers: await headers({ 'Accept-Language': 'ar' }) });
    const company = expectSingle(response.body, CompanyInfo);
    expect(company.name).toBe(company.name_ar);
    expect(company.national_address.city).toBe('الرياض');
    expect(company.bank_accounts[0]?.bank_name).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs a staff bearer holding core.company.view', async () => {
    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
    const other = await issueAccessToken('user', 1, ['core.places.view']);
    expect(
      (await call(url, { headers: keyHeaders({ Authorization: `Bearer ${other.plainText}` }) })).status,
    ).toBe(403);
  });
});
