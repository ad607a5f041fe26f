import { describe, expect, it } from 'vitest';
import { orbonLifecycle } from '../../../../shared/domain/sale-settings/orbon-lifecycle';
import { taxFreeLifecycle } from '../../../../shared/domain/sale-settings/tax-free-lifecycle';
import { readmeTable } from '../lifecycle/readme-table';

describe("the life cycles of a sale's settings", () => {
  it('are the tables in the README', () => {
    for (const lifecycle of [orbonLifecycle, taxFreeLifecycle]) {
      const [readme, table] = readmeTable('shared/domain/sale-settings/README.md', lifecycle);
      expect(readme).toContain(table);
    }
  });
});
