import newman from 'newman';
import { describe, expect, it } from 'vitest';
import { exampleCalls } from '../../infra/openapi/example-requests';
import { postmanCollection, postmanEnvironment } from '../../infra/openapi/postman';
import { OTP } from '../../infra/openapi/request-examples';
import { baseUrl } from '../support/http';

// `npm run test:deep`: the two newman runs took 53 s of the suite. The route sweep replays every
// request example through its handler in `npm test`; these runs add the collection's own scripts
// and a second pass over data the first one changed.

/** One newman run of the collection against the test stack, with the environment `npm run postman` writes. */
const runCollection = () =>
  new Promise<newman.NewmanRunSummary>((resolve, reject) => {
    newman.run(
      {
        collection: postmanCollection() as never,
        environment: postmanEnvironment(baseUrl) as never,
        reporters: [],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

describe('the Postman collection', () => {
  it('runs green with newman against the local stack, and again on the same stack', async () => {
    for (const run of ['first', 'second']) {
      const summary = await runCollection();
      expect(
        summary.run.failures.map(
          (failure) => `${run} run: ${failure.source?.name}: ${failure.error.message}`,
        ),
      ).toEqual([]);
      // Each `{otp}` example also reads the local outbox once.
      const outboxReads = exampleCalls().filter((c) =>
        Object.values(c.example.body ?? {}).includes(OTP),
      ).length;
      // Each presigned upload example also PUTs its bytes once.
      const uploads = exampleCalls().filter(
        (c) => c.route.operationId === 'systemCreateArchiveUploadUrl',
      ).length;
      // What each run makes afresh: a request to rate (filed, then closed by staff), a client to text
      // a code to, two staff accounts of its own (one to text a code to, one that deletes itself), an
      // approval each for accept and reject, a request for the staff chain (filed, then started), and
      // a unit held for init sale each for its attention data and init sale, and the booking fixtures
      // (a unit and a lead, a held unit with its solvency) for the lead hold and the send to approval,
      // a contracted sale to force to emptying, a sale holding no money for delete and force delete,
      // a sale with a deleted payment for the restore examples, a pending online payment for the
      // gateway's webhook to report, a sale each with a staged upload (upload-file completes it)
      // and with a filed document (delete-file), purchase requests to compare, to order from and
      // to fill from stock, and (issue 33) an order to receive against, receipts to cancel, delete
      // and disburse from, PO 1's lines to call off, supply requests to send and to pay, a receipt
      // to return from (form data, store) and invoices to approve, reject, cancel and delete, and
      // (issue 34) the HR examples' own records: attendance days and check-ins, leave and overtime
      // requests to update, decide and delete, loans at each step, a letter, a report log.
      const freshRecords = 58;
      expect(summary.run.stats.requests.total).toBe(
        exampleCalls().length + outboxReads + uploads + freshRecords,
      );
      expect(summary.run.stats.assertions.failed).toBe(0);
    }
  });
});
