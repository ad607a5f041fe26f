import { describe, expect, it } from 'vitest';
import { stockProperty, taken } from '../../support/stock-property';

describe('the stock balance under any sequence of receipts, edits, cancellations, deletions, disbursements and returns', () => {
  it('keeps on hand equal to its ledger and never negative, available = on hand − reserved', async () => {
    // A few short sequences here; `npm run test:deep` runs many more (test/deep/stock-ledger.test.ts).
    await stockProperty(6, 16);
    expect(Object.keys(taken).length).toBeGreaterThanOrEqual(5);
  });
});
