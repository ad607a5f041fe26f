import { describe, expect, it } from 'vitest';
import { abilities } from '../../../../shared/auth/abilities';
import { approvableTypes } from '../../../../shared/domain/acceptances/approvable-records';
import { RECORD_FAMILIES } from '../../../../shared/domain/callers/record-families';

/**
 * Every registered approvable type says how its approvals' readers see its record: its kind, the
 * family and view ability that let a staff member read it, what the row scope compares, and the
 * builders of its show path and its summary (shared/domain/acceptances/README.md).
 */
describe('approvable types: the subject of their approvals', () => {
  it('is declared by every registered type, with a known family and a declared view ability', () => {
    expect(approvableTypes.size).toBeGreaterThan(0);
    for (const [name, type] of approvableTypes) {
      const subject = type.subject;
      expect(subject, `${name} declares no subject`).toBeDefined();
      expect(subject.kind, `${name}: subject.kind`).toMatch(/^[a-z_]+$/);
      expect(RECORD_FAMILIES, `${name}: subject.family`).toContain(subject.family);
      expect(abilities, `${name}: subject.viewAbility`).toContain(subject.viewAbility);
      expect(typeof subject.scope.owner, `${name}: subject.scope.owner`).toBe('string');
      expect(typeof subject.load, `${name}: subject.load`).toBe('function');
      expect(typeof subject.showPath, `${name}: subject.showPath (its builder)`).toBe('function');
      expect(typeof subject.summary, `${name}: subject.summary (its builder)`).toBe('function');
    }
  });
});
