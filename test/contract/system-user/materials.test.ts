import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoRoleEmail } from '../../../infra/local/seed/people';
import { findEntity } from '../../../shared/db/entity-store';
import { referenceMaterial } from '../../../shared/domain/materials/material-references';
import { MATERIAL } from '../../../shared/domain/materials/materials';
import {
  Deleted,
  ListFilters,
  Material,
  MaterialDetails,
  MaterialFormData,
  MaterialSearchResults,
} from '../../../shared/schemas/records';
import { crmStaff, demoStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/purchasing/materials`;
/** A code and a name word of the test's own, so searches and lists see only what it made. */
const fresh = () => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own' });

async function store(headers: Record<string, string>, form: Record<string, string> = {}) {
  return call(url, {
    headers,
    form: {
      code: `T-${fresh()}`,
      name_ar: 'مادة اختبار',
      material_category_id: '4',
      unit: 'm2',
      ...form,
    },
  });
}

describe('{system_user_url}/purchasing/materials', () => {
  it('stores, finds, lists, shows, updates and deletes a material, as a procurement officer', async () => {
    const { headers } = await officer();
    const word = `tile${fresh().toLowerCase()}`;
    const stored = await store(headers, {
      code: ` t-${word} `,
      name_ar: 'بلاط بورسلان 60×60',
      name_en: `Porcelain ${word} 60x60`,
      specifications: 'Grade A\u202e, matt',
      vat_rate: '0',
      is_stock_item: '0',
    });
    expect(stored.status).toBe(201);
    const material = expectSingle(stored.body, Material);
    expect(material).toMatchObject({
      number: `MAT-${String(material.id).padStart(6, '0')}`,
      code: `T-${word.toUpperCase()}`,
      name: `Porcelain ${word} 60x60`,
      unit: 'm2',
      material_category_id: 4,
      specifications: 'Grade A, matt',
      vat_rate: 0,
      is_stock_item: false,
      is_active: true,
      is_referenced: false,
      last_purchase_price: null,
    });

    const found = await call(`${url}/search?q=${word}`, { headers: { ...headers, 'Accept-Language': 'ar' } });
    expect(expectSingle(found.body, MaterialSearchResults).materials).toEqual([
      {
        id: material.id,
        code: material.code,
        name: 'بلاط بورسلان 60×60',
        unit: 'm2',
        unit_label: 'متر مربع (م²)',
        available: null,
      },
    ]);

    const ids = async (query: string) =>
      expectList((await call(`${url}?per_page=100&${query}`, { headers })).body, Material, url).map(
        (entry) => entry.id,
      );
    expect(await ids(`search=${word}`)).toEqual([material.id]);
    expect(await ids(`search=${word}&is_stock_item=1`)).toEqual([]);
    expect(await ids(`search=${word}&material_category_id=4&is_active=1&is_stock_item=0`)).toEqual([
      material.id,
    ]);
    expect(await ids('material_category_id=4&is_stock_item=0')).toContain(material.id);

    const shown = expectSingle((await call(`${url}/${material.id}`, { headers })).body, MaterialDetails);
    expect(shown).toMatchObject({ id: material.id, stock: [], last_prices: [], open_ordered_qty: 0 });

    const updated = await call(`${url}/${material.id}/update`, {
      headers,
      form: { unit: 'piece', is_stock_item: '1', is_active: '0', specifications: '', version: '1' },
    });
    expect(expectSingle(updated.body, Material)).toMatchObject({
      unit: 'piece',
      is_stock_item: true,
      is_active: false,
      specifications: null,
      version: 2,
    });
    // Inactive: out of the search box, still in the index.
    expect(
      expectSingle((await call(`${url}/search?q=${word}`, { headers })).body, MaterialSearchResults)
        .materials,
    ).toEqual([]);
    expect(await ids(`search=${word}&is_active=0`)).toEqual([material.id]);
    const stale = await call(`${url}/${material.id}/update`, {
      headers,
      form: { min_stock: '5', version: '1' },
    });
    expect(stale.status).toBe(409);

    const deleted = await call(`${url}/${material.id}`, { method: 'DELETE', headers });
    expect(expectSingle(deleted.body, Deleted)).toEqual({ deleted: true });
    expect((await call(`${url}/${material.id}`, { headers })).status).toBe(404);
    // The code is free again.
    expect((await store(headers, { code: material.code })).status).toBe(201);
  });

  it('freezes the unit and the stock flag of a referenced material, and refuses its delete (409)', async () => {
    const { headers } = await officer();
    const material = expectSingle((await store(headers, { unit: 't' })).body, Material);
    // What a purchase request line will do in its own transaction.
    await referenceMaterial(material.id);
    expect((await findEntity(MATERIAL, material.id))?.reference_count).toBe(1);

    const frozen = await call(`${url}/${material.id}/update`, {
      headers,
      form: { unit: 'kg', is_stock_item: '0' },
    });
    expect(frozen.status).toBe(422);
    expect(frozen.body.errors).toEqual({
      unit: [
        'The unit of a material that purchase records already name cannot change: add a new material instead.',
      ],
      is_stock_item: [
        'Whether a material is kept in stock cannot change once purchase records name it: add a new material instead.',
      ],
    });
    const refused = await call(`${url}/${material.id}`, {
      method: 'DELETE',
      headers: { ...headers, 'Accept-Language': 'ar' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'هذه المادة مذكورة في سجلات المشتريات ولا يمكن حذفها: أوقف تفعيلها بدلاً من ذلك.',
    });
    // The other fields still change; deactivating is the way out.
    const renamed = await call(`${url}/${material.id}/update`, {
      headers,
      form: { unit: 't', name_en: 'Kept', is_active: '0' },
    });
    expect(expectSingle(renamed.body, Material)).toMatchObject({
      unit: 't',
      name_en: 'Kept',
      is_active: false,
      is_referenced: true,
    });
    expect((await findEntity(MATERIAL, material.id))?.reference_count).toBe(1);
  });

  it('answers 422 in English and Arabic: required fields, a VAT rate, a taken code, a short search', async () => {
    const { headers } = await officer();
    const empty = await call(url, { method: 'POST', headers });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      code: ['The code field is required.'],
      name_ar: ['The name ar field is required.'],
      material_category_id: ['The material category id field is required.'],
      unit: ['The unit field is required.'],
    });
    const arabic = await call(url, { method: 'POST', headers: { ...headers, 'Accept-Language': 'ar' } });
    expect(arabic.body.errors.unit).toEqual(['حقل الوحدة مطلوب.']);

    const badVat = await store(headers, { vat_rate: '5', unit: 'litre', material_category_id: '99' });
    expect(badVat.status).toBe(422);
    expect(badVat.body.errors).toEqual({
      vat_rate: ['The selected vat rate is invalid.'],
      unit: ['The selected unit is invalid.'],
    });
    const noCategory = await store({ ...headers, 'Accept-Language': 'ar' }, { material_category_id: '99' });
    expect(noCategory.body.errors).toEqual({ material_category_id: ['قيمة فئة المادة المختارة غير صالحة.'] });

    const code = `T-${fresh()}`;
    expect((await store(headers, { code })).status).toBe(201);
    const taken = await store(headers, { code: code.toLowerCase() });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: ['The code has already been taken.'] });
    const takenAr = await store({ ...headers, 'Accept-Language': 'ar' }, { code });
    expect(takenAr.body.errors).toEqual({ code: ['قيمة حقل الرمز مُستخدمة من قبل.'] });

    const short = await call(`${url}/search?q=a`, { headers });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ q: ['The q field must be at least 2 characters.'] });
  });

  it('makes one material of 20 parallel stores of one code (the code marker)', async () => {
    const { headers } = await officer();
    const code = `T-${fresh()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => store(headers, { code })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    const listed = expectList((await call(`${url}?search=${code}`, { headers })).body, Material, url);
    expect(listed.map((material) => material.code)).toEqual([code]);
  });

  it('serves the demo materials 101 and 205, the form data and the filters in the request’s language', async () => {
    const keeper = await demoStaff(demoRoleEmail('warehouse_keeper'), ['warehouse_keeper']);
    const concrete = expectSingle(
      (await call(`${url}/101`, { headers: keeper.headers })).body,
      MaterialDetails,
    );
    expect(concrete).toMatchObject({
      code: 'RMC-C40',
      unit: 'm3',
      is_referenced: true,
      last_purchase_price: 410,
    });
    const rebar = expectSingle(
      (await call(`${url}/205`, { headers: { ...keeper.headers, 'Accept-Language': 'ar' } })).body,
      MaterialDetails,
    );
    expect(rebar).toMatchObject({
      unit: 't',
      name: 'حديد تسليح درجة 60 قطر 16 مم',
      last_purchase_price: 1791.25,
      // The demo opening stock: the main store and project 1's site store, which also holds the 60 t
      // of PO 1's seeded receipt, 12 t of them reserved by the disbursement asked from it.
      stock: [
        { warehouse_id: 1, warehouse: 'المستودع الرئيسي - الرياض', qty_on_hand: 25, qty_available: 25 },
        { warehouse_id: 2, warehouse: 'مستودع موقع المشروع', qty_on_hand: 68, qty_available: 56 },
      ],
    });
    const found = await call(`${url}/search?q=RBR-G60-16`, { headers: keeper.headers });
    expect(expectSingle(found.body, MaterialSearchResults).materials).toEqual([
      expect.objectContaining({ id: 205, available: 81 }),
    ]);

    const form = expectSingle(
      (await call(`${url}/create-update-data`, { headers: keeper.headers })).body,
      MaterialFormData,
    );
    expect(form.units.map((unit) => unit.value)).toContain('m3');
    expect(form.vat_rates.map((rate) => rate.value)).toEqual(['0', '15']);
    expect(form.categories).toHaveLength(6);
    expect(form.suppliers.map((supplier) => supplier.name)).toEqual(
      expect.arrayContaining(['Gulf Building Supplies', 'Najd Steel Trading', 'Al-Bina Ready Mix']),
    );
    const filters = expectSingle(
      (await call(`${url}/filters`, { headers: { ...keeper.headers, 'Accept-Language': 'ar' } })).body,
      ListFilters,
    );
    expect(filters.filters.map((filter) => filter.key)).toEqual([
      'search',
      'material_category_id',
      'is_active',
      'is_stock_item',
    ]);
    expect(filters.filters[1]?.options[0]?.label).toBe('الخرسانة والأسمنت');
  });

  it('answers 404 for an unknown material, 403 without the ability, 401 without a token', async () => {
    const { headers } = await officer();
    for (const [method, path] of [
      ['GET', '/999999999'],
      ['POST', '/999999999/update'],
      ['DELETE', '/999999999'],
    ] as const) {
      const missing = await call(`${url}${path}`, {
        method,
        headers,
        ...(method === 'POST' ? { form: { name_en: 'x' } } : {}),
      });
      expect(missing.status, `${method} ${path}`).toBe(404);
      expect(missing.body).toEqual({ message: 'The requested material was not found.' });
    }

    const agent = await demoStaff(demoRoleEmail('sales_agent'), ['sales_agent']);
    const refused = await call(url, { headers: agent.headers });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    expect((await call(`${url}/search?q=rebar`, { headers: agent.headers })).status).toBe(403);

    // A warehouse keeper reads the catalogue but does not change it.
    const keeper = await crmStaff(['warehouse_keeper'], { row_scope: 'own' });
    expect((await call(`${url}/101`, { headers: keeper.headers })).status).toBe(200);
    expect((await store(keeper.headers)).status).toBe(403);
    expect((await call(`${url}/101`, { method: 'DELETE', headers: keeper.headers })).status).toBe(403);

    expect((await call(url, { headers: keyHeaders() })).status).toBe(401);
  });
});
