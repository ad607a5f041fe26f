import { describe, expect, it } from 'vitest';
import {
  inScope,
  type ScopedFields,
  type StaffViewer,
  scopeFilters,
} from '../../../../shared/domain/users/row-scope';

const LEAD_FIELDS: ScopedFields = {
  owner: 'sale_support_user_id',
  project: 'project_id',
  department: 'department_id',
};
const viewer = (overrides: Partial<StaffViewer>): StaffViewer => ({
  user_id: 7,
  scope: 'own',
  project_ids: [],
  department_id: null,
  ...overrides,
});
const lead = { sale_support_user_id: 7, project_id: 2, department_id: 1 };
const other = { sale_support_user_id: 8, project_id: 3, department_id: 2 };

describe('row scope', () => {
  it('own: the records assigned to the viewer', () => {
    expect(scopeFilters(viewer({}), LEAD_FIELDS)).toEqual({ sale_support_user_id: 7 });
    expect([inScope(viewer({}), lead, LEAD_FIELDS), inScope(viewer({}), other, LEAD_FIELDS)]).toEqual([
      true,
      false,
    ]);
  });

  it("projects: the records of the viewer's projects; none, nothing", () => {
    const manager = viewer({ scope: 'projects', project_ids: [1, 2] });
    expect(scopeFilters(manager, LEAD_FIELDS)).toEqual({ project_id: [1, 2] });
    expect(scopeFilters(viewer({ scope: 'projects', project_ids: [2] }), LEAD_FIELDS)).toEqual({
      project_id: 2,
    });
    expect(scopeFilters(viewer({ scope: 'projects' }), LEAD_FIELDS)).toBeNull();
    expect([inScope(manager, lead, LEAD_FIELDS), inScope(manager, other, LEAD_FIELDS)]).toEqual([
      true,
      false,
    ]);
  });

  it("department: the records of the viewer's department; without one, their own", () => {
    const head = viewer({ scope: 'department', department_id: 2 });
    expect(scopeFilters(head, LEAD_FIELDS)).toEqual({ department_id: 2 });
    expect([inScope(head, lead, LEAD_FIELDS), inScope(head, other, LEAD_FIELDS)]).toEqual([false, true]);
    expect(scopeFilters(viewer({ scope: 'department' }), LEAD_FIELDS)).toEqual({ sale_support_user_id: 7 });
  });

  it('narrows to own a scope the type cannot apply; all sees everything', () => {
    const ownerOnly: ScopedFields = { owner: 'assigned_user_id' };
    expect(scopeFilters(viewer({ scope: 'projects', project_ids: [1] }), ownerOnly)).toEqual({
      assigned_user_id: 7,
    });
    expect(scopeFilters(viewer({ scope: 'all' }), LEAD_FIELDS)).toEqual({});
    expect(inScope(viewer({ scope: 'all' }), other, LEAD_FIELDS)).toBe(true);
  });
});
