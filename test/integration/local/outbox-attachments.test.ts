import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installFunctionScopes, runAsFunction } from '../../../infra/local/function-scope';
import { localNotifier, localResources } from '../../../infra/local/local-resources';
import { waitForMessage } from '../../../infra/local/outbox-reader';
import { startS3Grants } from '../../../infra/local/s3-grants';
import { transact } from '../../../shared/db/transactions';
import { putFile } from '../../../shared/files/files';
import { parseMimeMessage } from '../../../shared/notifications/mime';
import { outboxPut } from '../../../shared/notifications/outbox';
import { rawEmail } from '../../../shared/notifications/raw-email';
import { baseUrl } from '../../support/http';
import { pdfText } from '../../support/pdf-text';
import { tinyPdf } from '../../support/tiny-pdf';

const id = randomUUID().slice(0, 8);
const printKey = `prints/test-attachment/${id}.pdf`;
const saleKey = `sales/test-attachment/${id}.pdf`;

beforeAll(async () => {
  // Outside a function the process acts as every function: it stores both files.
  await Promise.all([
    putFile(printKey, tinyPdf(`Attached ${id}`), 'application/pdf'),
    putFile(saleKey, tinyPdf(`Not attachable ${id}`), 'application/pdf'),
  ]);
});

describe('an e-mail with a stored PDF attached, through the outbox', () => {
  it('is delivered by the local notifier as a MIME message carrying the PDF, read from the bucket', async () => {
    const to = `supplier-${id}@example.com`;
    const since = Date.now();
    await transact(
      [
        outboxPut({
          channel: 'email',
          to,
          subject: `طلب عرض سعر ${id}`,
          body: 'Please find the request attached.',
          attachments: [{ key: printKey, filename: `rfq-${id}.pdf`, content_type: 'application/pdf' }],
        }),
      ],
      () => new Error('not conditional'),
    );
    const message = await waitForMessage(baseUrl, to, since);
    expect(message.channel).toBe('email');
    if (message.channel !== 'email') return;
    expect(message.attachments).toEqual([
      { key: printKey, filename: `rfq-${id}.pdf`, content_type: 'application/pdf' },
    ]);
    const mime = parseMimeMessage((message as { mime?: string }).mime ?? '');
    expect(mime.headers.to).toBe(to);
    const pdf = mime.parts.find((part) => part.headers['content-type'] === 'application/pdf');
    expect(pdfText(pdf?.content as Buffer)).toContain(`Attached ${id}`);
  });
});

describe("the notifier's bucket grants, enforced by the local twin", () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const s3Grants = await startS3Grants(process.env.S3_ENDPOINT as string);
    // Undone after the file: other files of this worker run as before.
    const uninstall = installFunctionScopes({ s3Grants: s3Grants.address });
    stop = async () => {
      uninstall();
      await s3Grants.stop();
    };
  });
  afterAll(() => stop());

  const notifier = () =>
    localNotifier(
      localResources({
        tableName: process.env.TABLE_NAME as string,
        bucketName: process.env.BUCKET_NAME as string,
      }),
    );
  const email = (key: string) => ({
    channel: 'email' as const,
    to: 'x@example.com',
    subject: 's',
    body: 'b',
    attachments: [{ key, filename: 'a.pdf', content_type: 'application/pdf' }],
  });

  it('reads a file under prints/, and is refused one under any other prefix as its role would be', async () => {
    const raw = await runAsFunction(notifier(), () => rawEmail(email(printKey), 'no-reply@example.com'));
    expect(raw.toString('utf8')).toContain('Content-Type: application/pdf');
    await expect(
      runAsFunction(notifier(), () => rawEmail(email(saleKey), 'no-reply@example.com')),
    ).rejects.toThrow(/403[\s\S]*AccessDenied/);
  });
});
