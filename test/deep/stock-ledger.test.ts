import { describe, expect, it } from 'vitest';
import { stockProperty, taken } from '../support/stock-property';

describe('the stock balance under any sequence of receipts, edits, cancellations, deletions, disbursements and returns (deep)', () => {
  it('keeps on hand equal to its ledger and never negative, available = on hand − reserved', async () => {
    await stockProperty(40, 30);
    // Every kind of step was taken, returns (stored and decided) included.
    expect(taken.returnStored ?? 0).toBeGreaterThan(0);
    expect(taken.returnDecided ?? 0).toBeGreaterThan(0);
  });
});
