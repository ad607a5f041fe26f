import { describe, expect, it } from 'vitest';
import { saleLifecycle } from '../../../../shared/domain/sale-contract/sale-lifecycle';
import { readmeTable } from '../lifecycle/readme-table';

describe("the sale's life cycle", () => {
  it('is the table in the README', () => {
    const [readme, table] = readmeTable('shared/domain/sale-contract/README.md', saleLifecycle);
    expect(readme).toContain(table);
  });
});
