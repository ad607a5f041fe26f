import { describe, it } from 'vitest';
import { stockProperty } from '../support/stock-property';

describe('the stock balance under any sequence of receipts, edits, cancellations, deletions, disbursements and returns (deep)', () => {
  it('keeps on hand equal to its ledger and never negative, available = on hand − reserved', async () => {
    await stockProperty(40, 30);
  });
});
