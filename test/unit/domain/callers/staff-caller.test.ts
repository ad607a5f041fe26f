import { describe, expect, it } from 'vitest';
import {
  everyFamily,
  FAMILY_SCOPES,
  RECORD_FAMILIES,
  widerScope,
  widestScopes,
} from '../../../../shared/domain/callers/record-families';
import { staffCallerOf } from '../../../../shared/domain/callers/staff-caller';
import type { UserEntity } from '../../../../shared/domain/users/users';

const user = (overrides: Partial<UserEntity> = {}): UserEntity => ({
  id: 7,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  name: 'Agent',
  email: 'agent@example.com',
  phone: null,
  job_title: null,
  id_number: null,
  roles: ['sales_agent'],
  ...overrides,
});
const session = { tokenId: 3, abilities: ['crm.leads.view'] };

describe('the staff caller', () => {
  it("maps today's one row scope onto every family but HR's, which starts at the team", () => {
    for (const scope of ['own', 'projects', 'department', 'all'] as const) {
      const caller = staffCallerOf(user({ row_scope: scope }), session);
      expect(caller.scopes).toEqual({ ...everyFamily(scope), hr: 'team' });
    }
    expect(staffCallerOf(user(), session).scopes).toEqual({ ...everyFamily('own'), hr: 'team' });
    // HR itself sees every employee's records, whatever its stored scope.
    expect(staffCallerOf(user({ roles: ['hr_officer'], row_scope: 'department' }), session).scopes.hr).toBe(
      'all',
    );
  });

  it('names every family, the ones to come included', () => {
    expect(RECORD_FAMILIES).toEqual([
      'leads-and-clients',
      'visits',
      'holds-and-sales',
      'payments-and-refunds',
      'maintenance',
      'approvals',
      'purchasing',
      'warehouse',
      'hr',
      'records',
    ]);
  });

  it("carries the session's abilities and what each scope compares, from the one record read", () => {
    const caller = staffCallerOf(
      user({ project_ids: [1], warehouse_ids: [4], department_id: 2, report_ids: [8, 9] }),
      session,
    );
    expect(caller).toMatchObject({
      kind: 'staff',
      id: 7,
      tokenId: 3,
      abilities: ['crm.leads.view'],
      project_ids: [1],
      warehouse_ids: [4],
      department_id: 2,
      report_ids: [8, 9],
    });
    expect(caller.user.name).toBe('Agent');
    expect(staffCallerOf(user(), session)).toMatchObject({
      project_ids: [],
      warehouse_ids: [],
      department_id: null,
      report_ids: [],
    });
  });

  it('gives a member with several roles, per family, the widest scope their roles give', () => {
    expect(FAMILY_SCOPES).toEqual(['own', 'team', 'department', 'projects', 'warehouses', 'all']);
    expect(widerScope('team', 'own')).toBe('team');
    expect(widerScope('department', 'all')).toBe('all');
    const scopes = widestScopes([
      { visits: 'team', 'payments-and-refunds': 'department' },
      { visits: 'own', 'payments-and-refunds': 'all', warehouse: 'warehouses' },
    ]);
    expect(scopes).toEqual({
      ...everyFamily('own'),
      visits: 'team',
      'payments-and-refunds': 'all',
      warehouse: 'warehouses',
    });
  });
});
