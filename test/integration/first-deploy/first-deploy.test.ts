import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { adminStep } from '../../../infra/first-deploy/admin-step';
import { warehousesStep } from '../../../infra/first-deploy/purchasing-steps';
import { runFirstDeploy } from '../../../infra/first-deploy/run-first-deploy';
import { smokeUserStep } from '../../../infra/first-deploy/smoke-user-step';
import { type FirstDeployInput, FirstDeployRefusalError } from '../../../infra/first-deploy/step';
import { suppliersStep } from '../../../infra/first-deploy/suppliers-step';
import { smokeRoutesOf } from '../../../infra/smoke/smoke-routes';
import type { SmokeCredentials } from '../../../infra/smoke/smoke-test';
import { findApiKey } from '../../../shared/auth/api-keys';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, findEntity, listPage } from '../../../shared/db/entity-store';
import { COMPANY, COMPANY_ID } from '../../../shared/domain/company/company';
import { HOLIDAY_CALENDAR, LEAVE_TYPE, leaveTypeId } from '../../../shared/domain/hr/hr-reference';
import type { SupplierInput } from '../../../shared/domain/purchasing/add-supplier';
import { purchasingSettings } from '../../../shared/domain/purchasing/purchasing-settings';
import { SUPPLIER_PROFILE } from '../../../shared/domain/purchasing/suppliers';
import { USER, userUniques } from '../../../shared/domain/users/users';
import { warehouseNamed } from '../../../shared/domain/warehouse/add-warehouse';
import { baseUrl, systemUserUrl } from '../../support/http';
import { ownGateway } from '../../support/own-gateway';
import { ownTable } from '../../support/own-table';

const input = (overrides: Partial<FirstDeployInput> = {}): FirstDeployInput => ({
  stage: 'test',
  adminEmail: 'First.Admin@example.com',
  adminName: 'First Admin',
  sendPassword: false,
  appsKeyValue: `first-deploy-apps-${randomUUID()}`,
  smokeEmail: 'smoke.test@example.com',
  smokeSecret: { name: 'real-estate/test/smoke-user', region: 'me-central-1' },
  companyName: 'Test Company',
  companyNameAr: 'شركة الاختبار',
  suppliers: [
    {
      name: 'Test Steel Trading',
      email: 'Sales@Test-Steel.example.com',
      cr_number: '7001112223',
      vat_number: '310111222300003',
      iban: 'SA4420000001234567891234',
      national_address: 'RIYA1234, Industrial City, Riyadh',
      material_category_ids: [2],
    },
  ],
  warehouses: [{ name_ar: 'المستودع الرئيسي', name_en: 'Main store', kind: 'main' }],
  tolerances: { over_receipt_allowance_pct: 5 },
  ...overrides,
});

/** Every item of this file's table, in key order: what a run changed, compared whole. */
async function tableItems() {
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));
}

/** The line printed once that starts with `label`. */
const printedLine = (lines: string[], label: string): string => {
  const line = lines.find((candidate) => candidate.startsWith(`[first-deploy] ${label}`));
  if (!line) throw new Error(`no line "${label}" in:\n${lines.join('\n')}`);
  return line;
};
/** The value a once-printed line carries after `(shown once...): `. */
const printed = (lines: string[], label: string): string => {
  const line = printedLine(lines, label);
  return line.slice(line.indexOf('): ') + 3);
};
/** The smoke user's credentials, from the JSON of their line. */
const smokeCredentials = (lines: string[]): SmokeCredentials => {
  const line = printedLine(lines, 'smoke user credentials');
  return JSON.parse(line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1)) as SmokeCredentials;
};

let gateway: Awaited<ReturnType<typeof ownGateway>>;
let sharedTable: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  sharedTable = await ownTable();
  gateway = await ownGateway();
});
afterAll(async () => {
  await gateway?.stop();
  await sharedTable();
});

async function signIn(keys: { apiKey: string; secretKey: string }, email: string, password: string) {
  const headers = { 'x-api-key': keys.apiKey, 'x-secret-key': keys.secretKey };
  const login = await gateway.call(`${systemUserUrl}/login`, {
    headers,
    form: { email_or_phone: email, password },
  });
  return { login, headers: { ...headers, authorization: `Bearer ${login.body?.data?.token}` } };
}

describe('npm run first-deploy, on an empty table of its own', () => {
  const run = input();
  const first: string[] = [];

  it('writes each step once; a second run writes nothing and says so per step', async () => {
    const reports = await runFirstDeploy(run, (line) => first.push(line));
    expect(reports.map((report) => report.step)).toEqual([
      'places',
      'company',
      'print templates',
      'roles',
      'suppliers',
      'warehouses',
      'tolerances',
      'hr reference',
      'apps key',
      'admin',
      'smoke user',
    ]);
    expect(first).toContainEqual(expect.stringMatching(/^\[first-deploy\] places: 2 countries, \d+ regions/));
    expect((await findEntity(COMPANY, COMPANY_ID))?.name).toBe('Test Company');
    expect(first).toContain('[first-deploy] suppliers: 1 suppliers added, 0 already present');
    const [supplierId] = (await listPage(SUPPLIER_PROFILE, 1, 1)).items.map((profile) => profile.id);
    expect(await findEntity(SUPPLIER_PROFILE, supplierId as number)).toMatchObject({
      name: 'Test Steel Trading',
      email: 'sales@test-steel.example.com',
      vat_number: '310111222300003',
      is_blocked: false,
    });
    // A supplier is a user without roles: no staff sign-in.
    expect(await findEntity(USER, supplierId as number)).toMatchObject({ roles: [], job_title: 'Supplier' });
    expect(first).toContain('[first-deploy] warehouses: 1 warehouses added, 0 already present');
    expect(await warehouseNamed('المستودع الرئيسي')).toMatchObject({ kind: 'main', name_en: 'Main store' });
    // The tolerances given, each one not given strict (0).
    expect(await purchasingSettings()).toEqual({
      over_receipt_allowance_pct: 5,
      over_billing_allowance_pct: 0,
      price_tolerance_pct: 0,
    });
    // HR's reference data: 2 shifts, 2 work sites, 11 leave types, the 2026 and 2027 calendars.
    expect(first).toContain(
      '[first-deploy] hr reference: 17 of 17 shifts, work sites, leave types and calendars written',
    );
    expect(await findEntity(LEAVE_TYPE, leaveTypeId('annual'))).toMatchObject({
      counts: 'working',
      entitlement_days: 21,
    });
    expect((await findEntity(HOLIDAY_CALENDAR, 2026))?.holidays).toContainEqual(
      expect.objectContaining({ date: '2026-09-23', name_en: 'National Day' }),
    );

    const before = await tableItems();
    const second: string[] = [];
    const again = await runFirstDeploy(run, (line) => second.push(line));
    expect(again.filter((report) => report.written > 0)).toEqual([]);
    for (const report of again)
      expect(second, report.step).toContainEqual(
        expect.stringMatching(
          new RegExp(`^\\[first-deploy\\] ${report.step}: (already present|already paired|nothing to store)`),
        ),
      );
    expect(second.at(-1)).toBe('[first-deploy] done: nothing written, the stage was set up before');
    expect(second.filter((line) => line.includes('shown once'))).toEqual([]);
    expect(await tableItems()).toEqual(before);
  });

  it('prints an admin who signs in with the one-time password and the apps key pair', async () => {
    const apps = { apiKey: run.appsKeyValue, secretKey: printed(first, 'apps x-secret-key') };
    const password = printed(first, 'admin one-time password');
    const { login } = await signIn(apps, 'first.admin@example.com', password);
    expect(login.status).toBe(200);
    expect(login.body.data.user.abilities).toEqual(['*']);
    // Stored hashed as the API hashes it, never as printed.
    const admin = await findEntity(USER, login.body.data.user.id);
    expect(admin?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(await tableItems())).not.toContain(password);
  });

  it("prints the smoke user's secret JSON; it reads each smoke route with its expected status", async () => {
    const credentials = smokeCredentials(first);
    expect(Object.keys(credentials)).toEqual(['apiKey', 'secretKey', 'emailOrPhone', 'password']);
    // A key holds one secret: without a key of its own the smoke user calls with the apps' pair.
    expect(credentials.apiKey).toBe(run.appsKeyValue);
    // Printed once, as the command that stores it in the pipeline's account.
    expect(first.filter((line) => line.includes(credentials.password))).toEqual([
      expect.stringContaining(
        "aws secretsmanager create-secret --region me-central-1 --name real-estate/test/smoke-user --secret-string '{",
      ),
    ]);
    const { login, headers } = await signIn(credentials, credentials.emailOrPhone, credentials.password);
    expect(login.status).toBe(200);
    const routes = smokeRoutesOf(resourceModules);
    expect(routes.length).toBeGreaterThan(1);
    for (const route of routes) {
      const answer = await gateway.call(`${baseUrl}/${route.mount}${route.path}`, { headers });
      expect(answer.status, `${route.operationId} ${route.path}`).toBe(route.expect);
    }
    // Nothing beyond them: another staff read is refused.
    expect((await gateway.call(`${systemUserUrl}/notifications`, { headers })).status).toBe(403);
  });
});

describe('npm run first-deploy, next to existing accounts', () => {
  it('refuses an admin or smoke e-mail that is another user, changing nothing', async () => {
    const other = { name: 'Someone Else', email: 'taken@example.com', phone: null };
    const user = await createEntity(
      USER,
      { ...other, job_title: null, id_number: null, roles: ['sales_agent'] },
      { uniques: userUniques(other) },
    );
    const before = await tableItems();
    await expect(
      runFirstDeploy(input({ adminEmail: 'Taken@example.com' }), () => undefined, [adminStep]),
    ).rejects.toThrow(FirstDeployRefusalError);
    await expect(
      runFirstDeploy(input({ smokeEmail: 'taken@example.com' }), () => undefined, [smokeUserStep]),
    ).rejects.toThrow(
      `taken@example.com is user #${user.id} (Someone Else), who does not hold the smoke role`,
    );
    const badVat = {
      ...(input().suppliers?.[0] as SupplierInput),
      cr_number: '7009990001',
      vat_number: '123',
    };
    await expect(
      runFirstDeploy(input({ suppliers: [badVat] }), () => undefined, [suppliersStep]),
    ).rejects.toThrow('supplier 7009990001 (Test Steel Trading) refused: vat_number');
    // A site store names its project.
    await expect(
      runFirstDeploy(input({ warehouses: [{ name_ar: 'مستودع موقع', kind: 'site' }] }), () => undefined, [
        warehousesStep,
      ]),
    ).rejects.toThrow('warehouse مستودع موقع refused: project_id');
    // A stage the pipeline does not smoke-test (prod) gets no smoke user unless asked for one.
    const [skipped] = await runFirstDeploy(input({ smokeEmail: undefined }), () => undefined, [
      smokeUserStep,
    ]);
    expect(skipped).toMatchObject({ written: 0, summary: expect.stringMatching(/^skipped: stage test/) });
    expect(await tableItems()).toEqual(before);
  });

  it('mails the admin password through the outbox with --send-password, and pairs a smoke key of its own', async () => {
    const backToFirst = await ownTable();
    try {
      const lines: string[] = [];
      const smokeKeyValue = `first-deploy-smoke-${randomUUID()}`;
      await runFirstDeploy(
        input({
          sendPassword: true,
          adminEmail: 'mailed.admin@example.com',
          smokeKeyValue,
          smokeSecret: undefined,
        }),
        (line) => lines.push(line),
        [adminStep, smokeUserStep],
      );
      expect(lines.filter((line) => line.includes('one-time password'))).toEqual([]);
      const mails = (await tableItems()).filter((item) => item.entity_type === 'OUTBOX_MESSAGE');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email', to: 'mailed.admin@example.com' });
      const password = /password:\n\n(\S+)\n/.exec(String(mails[0]?.body))?.[1] as string;
      const smoke = smokeCredentials(lines);
      expect(smoke.apiKey).toBe(smokeKeyValue);
      expect((await findApiKey(smokeKeyValue))?.scopes).toEqual(['system-user']);
      // The mailed password signs the admin in (through the smoke key: it reaches the staff API).
      expect((await signIn(smoke, 'mailed.admin@example.com', password)).login.status).toBe(200);
      expect((await signIn(smoke, smoke.emailOrPhone, smoke.password)).login.status).toBe(200);
    } finally {
      await backToFirst();
    }
  });
});
