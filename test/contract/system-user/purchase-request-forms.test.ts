import { describe, expect, it } from 'vitest';
import {
  PurchaseRequestMaterials,
  PurchaseRequestProjectItems,
  PurchaseRequestSuppliers,
  PurchaseRequestSupplyAgreements,
} from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectSingle } from '../../support/envelopes';
import { call, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/purchasing/purchase-requests`;
const officer = () => crmStaff(['procurement_officer'], { row_scope: 'own' });

describe.concurrent('{system_user_url}/purchasing/purchase-requests form data', () => {
  it("answers a project's budget lines in SAR; 422 for a project outside the scope, in English and Arabic", async () => {
    const { headers } = await officer();
    const items = expectSingle(
      (await call(`${url}/get-create-update-data/project-items?project_id=1`, { headers })).body,
      PurchaseRequestProjectItems,
    ).project_items;
    expect(items.map((item) => item.code)).toEqual(expect.arrayContaining(['STR-01', 'MAS-01', 'SITE-01']));
    const structure = items.find((item) => item.code === 'STR-01');
    expect(structure?.budget).toBe(1_500_000);
    const projectManager = await crmStaff(['project_manager'], { row_scope: 'projects', project_ids: [2] });
    const outside = await call(`${url}/get-create-update-data/project-items?project_id=1`, {
      headers: projectManager.headers,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors.project_id).toEqual(['The selected project id is invalid.']);
    const arabic = await call(`${url}/get-create-update-data/project-items?project_id=abc`, {
      headers: { ...headers, 'Accept-Language': 'ar' },
    });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.project_id[0]).toContain('المشروع');
  });

  it('answers materials with suppliers and agreement prices, agreements and suppliers by category', async () => {
    const { headers } = await officer();
    const materials = expectSingle(
      (await call(`${url}/get-create-update-data/materials?project_item_id=1&search=rebar`, { headers }))
        .body,
      PurchaseRequestMaterials,
    ).materials;
    const rebar = materials.find((material) => material.id === 205);
    expect(rebar).toMatchObject({ unit: 't', stock_available: 0 });
    const agreements = expectSingle(
      (await call(`${url}/get-supply-agreements-data?material_ids[]=205&material_ids[]=101`, { headers }))
        .body,
      PurchaseRequestSupplyAgreements,
    ).agreements;
    for (const agreement of agreements)
      expect(agreement.lines.every((line) => [205, 101].includes(line.material_id))).toBe(true);
    if (agreements.some((agreement) => agreement.lines.some((line) => line.material_id === 205)))
      expect(rebar?.agreement_price).not.toBeNull();
    const suppliers = expectSingle(
      (await call(`${url}/get-create-update-data/suppliers?material_ids[]=205`, { headers })).body,
      PurchaseRequestSuppliers,
    ).suppliers;
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.every((supplier) => supplier.material_category_ids.includes(2))).toBe(true);
    const bad = await call(`${url}/get-create-update-data/suppliers?material_ids[]=x`, { headers });
    expect(bad.status).toBe(422);
  });

  it('needs the manage ability (403) and a token (401)', async () => {
    const reader = await crmStaff(['warehouse_keeper'], { row_scope: 'all' });
    for (const path of [
      'get-create-update-data/project-items?project_id=1',
      'get-create-update-data/materials',
      'get-supply-agreements-data',
      'get-create-update-data/suppliers',
      'get-create-update-data/main',
    ]) {
      expect((await call(`${url}/${path}`, { headers: reader.headers })).status).toBe(403);
      expect((await call(`${url}/${path}`, { headers: keyHeaders() })).status).toBe(401);
    }
  });
});
