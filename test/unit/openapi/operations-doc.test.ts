import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_DOC, operationsMarkdown } from '../../../infra/openapi/operations-doc';

describe(OPERATIONS_DOC, () => {
  it('lists the operations of the route table as they are', () => {
    expect(
      readFileSync(OPERATIONS_DOC, 'utf8'),
      `${OPERATIONS_DOC} is stale: run npm run docs:operations`,
    ).toBe(operationsMarkdown());
  });
});
