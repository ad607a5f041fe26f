import { describe, expect, it } from 'vitest';
import { everyFamily, type FamilyScope } from '../../../../shared/domain/callers/record-families';
import {
  inScope,
  type ScopedFields,
  type ScopeViewer,
  scopeFilters,
} from '../../../../shared/domain/users/row-scope';

const LEAD_FIELDS: ScopedFields = {
  owner: 'sale_support_user_id',
  project: 'project_id',
  department: 'department_id',
};
const FAMILY = 'leads-and-clients';
const viewer = (overrides: Partial<Omit<ScopeViewer, 'scopes'>> & { scope?: FamilyScope }): ScopeViewer => {
  const { scope = 'own', ...rest } = overrides;
  return {
    id: 7,
    scopes: everyFamily(scope),
    project_ids: [],
    warehouse_ids: [],
    department_id: null,
    report_ids: [],
    ...rest,
  };
};
const lead = { sale_support_user_id: 7, project_id: 2, department_id: 1 };
const other = { sale_support_user_id: 8, project_id: 3, department_id: 2 };
const filters = (v: ScopeViewer, fields = LEAD_FIELDS) => scopeFilters(v, FAMILY, fields);
const sees = (v: ScopeViewer, record: object, fields = LEAD_FIELDS) => inScope(v, FAMILY, record, fields);

describe('row scope', () => {
  it('own: the records assigned to the viewer', () => {
    expect(filters(viewer({}))).toEqual({ sale_support_user_id: 7 });
    expect([sees(viewer({}), lead), sees(viewer({}), other)]).toEqual([true, false]);
  });

  it("projects: the records of the viewer's projects; none, nothing", () => {
    const manager = viewer({ scope: 'projects', project_ids: [1, 2] });
    expect(filters(manager)).toEqual({ project_id: [1, 2] });
    expect(filters(viewer({ scope: 'projects', project_ids: [2] }))).toEqual({ project_id: 2 });
    expect(filters(viewer({ scope: 'projects' }))).toBeNull();
    expect([sees(manager, lead), sees(manager, other)]).toEqual([true, false]);
  });

  it("department: the records of the viewer's department; without one, their own", () => {
    const head = viewer({ scope: 'department', department_id: 2 });
    expect(filters(head)).toEqual({ department_id: 2 });
    expect([sees(head, lead), sees(head, other)]).toEqual([false, true]);
    expect(filters(viewer({ scope: 'department' }))).toEqual({ sale_support_user_id: 7 });
  });

  it('team: the records of the viewer and of the members who report to them', () => {
    const manager = viewer({ scope: 'team', report_ids: [8, 9] });
    expect(filters(manager)).toEqual({ sale_support_user_id: [7, 8, 9] });
    const third = { ...other, sale_support_user_id: 10 };
    expect([sees(manager, lead), sees(manager, other), sees(manager, third)]).toEqual([true, true, false]);
    // Nobody reports to them: their own records only.
    expect(filters(viewer({ scope: 'team' }))).toEqual({ sale_support_user_id: 7 });
  });

  it("warehouses: the records of the viewer's warehouses; a type without a warehouse, their own", () => {
    const STOCK: ScopedFields = { owner: 'created_by_user_id', warehouse: 'warehouse_id' };
    const keeper = viewer({ scope: 'warehouses', warehouse_ids: [4, 5] });
    expect(filters(keeper, STOCK)).toEqual({ warehouse_id: [4, 5] });
    expect(filters(viewer({ scope: 'warehouses', warehouse_ids: [4] }), STOCK)).toEqual({ warehouse_id: 4 });
    expect(filters(viewer({ scope: 'warehouses' }), STOCK)).toBeNull();
    expect([
      sees(keeper, { created_by_user_id: 8, warehouse_id: 5 }, STOCK),
      sees(keeper, { created_by_user_id: 7, warehouse_id: 6 }, STOCK),
    ]).toEqual([true, false]);
    expect(filters(keeper)).toEqual({ sale_support_user_id: 7 });
  });

  it('narrows to own a scope the type cannot apply; all sees everything', () => {
    const ownerOnly: ScopedFields = { owner: 'assigned_user_id' };
    expect(filters(viewer({ scope: 'projects', project_ids: [1] }), ownerOnly)).toEqual({
      assigned_user_id: 7,
    });
    expect(filters(viewer({ scope: 'all' }))).toEqual({});
    expect(sees(viewer({ scope: 'all' }), other)).toBe(true);
  });

  it('reads the scope of the family asked, not of another', () => {
    const collector = {
      ...viewer({}),
      scopes: { ...everyFamily('own'), 'payments-and-refunds': 'all' as const },
    };
    expect(scopeFilters(collector, 'payments-and-refunds', LEAD_FIELDS)).toEqual({});
    expect(scopeFilters(collector, 'leads-and-clients', LEAD_FIELDS)).toEqual({ sale_support_user_id: 7 });
    expect(inScope(collector, 'payments-and-refunds', other, LEAD_FIELDS)).toBe(true);
    expect(inScope(collector, 'holds-and-sales', other, LEAD_FIELDS)).toBe(false);
  });
});
