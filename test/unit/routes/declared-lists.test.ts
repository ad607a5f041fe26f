import { describe, expect, it } from 'vitest';
import { moduleDeclarations } from '../../../functions/route-table';
import {
  type DeclaredAbility,
  declaredAbilities,
  declaredLists,
  inListOrder,
  recordsSource,
  WRITE_LISTS,
} from '../../../infra/declared-lists';
import { abilities, roleAbilities } from '../../../shared/auth/abilities';
import type { ModuleDeclaration } from '../../../shared/http/module';

const ability = (name: string): DeclaredAbility => ({ name, description: name, declaredBy: 'functions/x' });
const names = (list: readonly DeclaredAbility[]) => list.map((entry) => entry.name);

describe('the lists written from what the modules declare', () => {
  it('are up to date: the staff abilities and the record barrel', () => {
    const stale = declaredLists()
      .filter((list) => !list.current)
      .map((list) => `${list.file} is out of date: run \`${WRITE_LISTS}\``);
    expect(stale).toEqual([]);
  });

  it('holds every ability a module declares, named <module>.<resource>.<action>', () => {
    expect(names(declaredAbilities()).sort()).toEqual([...abilities].sort());
    const misnamed = declaredAbilities()
      .filter((declared) => !/^[a-z]+\.[a-z-]+\.[a-z-]+$/.test(declared.name))
      .map(
        (declared) =>
          `${declared.name} (${declared.declaredBy}/module.ts) is not <module>.<resource>.<action>`,
      );
    expect(misnamed).toEqual([]);
  });

  it('gives every ability to a role besides admin', () => {
    const held = new Set(
      Object.entries(roleAbilities).flatMap(([role, granted]) => (role === 'admin' ? [] : granted)),
    );
    const unheld = abilities
      .filter((name) => !held.has(name))
      .map((name) => `no role holds ${name}: add it to a role bundle in shared/auth/abilities.ts`);
    expect(unheld).toEqual([]);
  });

  it('refuses an ability two modules declare, naming both module.ts files', () => {
    const declaring = (resource: string): ModuleDeclaration => ({
      surface: 'system-user',
      resource,
      grants: { table: 'read' },
      access: { kind: 'keys' },
      abilities: { 'crm.things.view': 'Things.' },
    });
    expect(() => declaredAbilities([declaring('things'), declaring('other-things')])).toThrow(
      'crm.things.view is declared by functions/system-user/things/module.ts and functions/system-user/other-things/module.ts',
    );
    expect(moduleDeclarations.length).toBeGreaterThan(0);
  });

  it('keeps the written order: a new ability joins the end of its group, a new group comes last', () => {
    const declared = ['core.a.use', 'crm.b.view', 'crm.c.view', 'sales.d.view', 'hr.e.view'].map(ability);
    expect(names(inListOrder(declared, ['crm.b.view', 'core.a.use', 'sales.d.view', 'gone.x.view']))).toEqual(
      ['crm.b.view', 'crm.c.view', 'core.a.use', 'sales.d.view', 'hr.e.view'],
    );
  });

  it('exports every file of shared/schemas/records/ from the barrel, in name order', () => {
    expect(recordsSource(['sales.ts', 'acceptances.ts', 'sales-support-browse.ts', 'README.md'])).toContain(
      "export * from './records/acceptances';\nexport * from './records/sales';\nexport * from './records/sales-support-browse';\n",
    );
  });
});
