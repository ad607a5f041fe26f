import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roleAbilities } from '../../../shared/auth/abilities';
import { RECORD_FAMILIES } from '../../../shared/domain/callers/record-families';
import { roleFamilyScopes, staffCallerOf } from '../../../shared/domain/callers/staff-caller';
import type { UserEntity } from '../../../shared/domain/users/users';

/** The table docs/staff-surface.md prints: per role and family, the scope the role grants. */
function scopeTable(): string {
  const header = `| role | ${RECORD_FAMILIES.join(' | ')} |`;
  const rule = `| --- | ${RECORD_FAMILIES.map(() => '---').join(' | ')} |`;
  const rows = Object.entries(roleFamilyScopes).map(
    ([role, grant]) => `| ${role} | ${RECORD_FAMILIES.map((family) => grant[family] ?? '·').join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

const member = (roles: string[], row_scope: UserEntity['row_scope']) =>
  staffCallerOf({ id: 7, roles, row_scope, project_ids: [1] } as UserEntity, { tokenId: 1, abilities: [] });

describe('row scope per role', () => {
  it('names every role that has abilities, and no other', () => {
    expect(Object.keys(roleFamilyScopes).sort()).toEqual(Object.keys(roleAbilities).sort());
  });

  it('is printed in docs/staff-surface.md "Row scope per role" as the code has it', () => {
    const docs = readFileSync('docs/staff-surface.md', 'utf8')
      .replace(/ +\|/g, ' |')
      .replace(/\| +/g, '| ')
      .replace(/-{3,}/g, '---');
    // Paste the table below into the section when a role's grants change (spaces may align it).
    expect(docs, `docs/staff-surface.md lacks this table:\n${scopeTable()}`).toContain(scopeTable());
  });

  it("gives finance their projects' sales and money, and keeps their leads their own", () => {
    const collections = member(['collections_officer'], 'own');
    expect(collections.scopes['holds-and-sales']).toBe('projects');
    expect(collections.scopes['payments-and-refunds']).toBe('projects');
    expect(collections.scopes['leads-and-clients']).toBe('own');
    expect(member(['finance_manager'], 'department').scopes['payments-and-refunds']).toBe('all');
  });

  it('gives a technician the maintenance of his projects and only his own leads', () => {
    const technician = member(['technician'], 'own');
    expect(technician.scopes.maintenance).toBe('projects');
    expect(technician.scopes['leads-and-clients']).toBe('own');
  });

  it("takes, per family, the widest of the member's roles and their own row scope", () => {
    const both = member(['technician', 'sales_manager'], 'own');
    expect(both.scopes.maintenance).toBe('projects');
    expect(both.scopes['leads-and-clients']).toBe('team');
    expect(member(['sales_agent'], 'department').scopes.visits).toBe('department');
    expect(member(['unknown_role'], 'own').scopes.maintenance).toBe('own');
  });
});
