import { describe, expect, it } from 'vitest';
import {
  buildMimeMessage,
  decodedWords,
  encodedWords,
  parseMimeMessage,
} from '../../../shared/notifications/mime';
import { outboxPut } from '../../../shared/notifications/outbox';
import { pdfText } from '../../support/pdf-text';
import { tinyPdf } from '../../support/tiny-pdf';

const pdf = tinyPdf('Request for quotation PR-2026-000001');

describe('the MIME message of an e-mail with attachments', () => {
  const raw = buildMimeMessage(
    {
      from: 'no-reply@example.com',
      to: 'supplier@example.com',
      subject: 'طلب عرض سعر PR-2026-000001 — Request for quotation',
      body: 'السادة المحترمين،\nنرجو تزويدنا بعرض سعر.',
      attachments: [
        { filename: 'طلب-عرض-سعر PR-2026-000001.pdf', content_type: 'application/pdf', content: pdf },
      ],
    },
    'b0undary',
  );
  const text = raw.toString('utf8');

  it('is 7-bit text in CRLF lines of at most 76 characters, the headers first', () => {
    expect([...text].every((character) => character.charCodeAt(0) < 128)).toBe(true);
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(lines.slice(0, 2)).toEqual(['From: no-reply@example.com', 'To: supplier@example.com']);
    expect(text).toContain('MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b0undary"');
    expect(text.endsWith('--b0undary--\r\n')).toBe(true);
  });

  it('reads back: the Arabic subject, the text, and the PDF byte for byte with its name', () => {
    const parsed = parseMimeMessage(raw);
    expect(decodedWords(parsed.headers.subject as string)).toBe(
      'طلب عرض سعر PR-2026-000001 — Request for quotation',
    );
    expect(parsed.parts).toHaveLength(2);
    const [body, file] = parsed.parts;
    expect(body?.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(body?.content.toString('utf8')).toBe('السادة المحترمين،\nنرجو تزويدنا بعرض سعر.');
    expect(file?.headers['content-type']).toBe('application/pdf');
    expect(file?.headers['content-disposition']).toContain('attachment; filename="');
    // RFC 2231 continuations, read back in order.
    const continued = [...(file?.headers['content-disposition'] ?? '').matchAll(/filename\*\d+\*=([^;\s]+)/g)]
      .map((match) => (match[1] as string).replace("UTF-8''", ''))
      .join('');
    expect(decodeURIComponent(continued)).toBe('طلب-عرض-سعر PR-2026-000001.pdf');
    expect(file?.content.equals(pdf)).toBe(true);
    expect(pdfText(file?.content as Buffer)).toContain('Request for quotation PR-2026-000001');
  });

  it('splits encoded words on whole letters and leaves a short ASCII subject as it is', () => {
    expect(encodedWords('Your code')).toBe('Your code');
    const long = 'ب'.repeat(70);
    const words = encodedWords(long).split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodedWords(encodedWords(long))).toBe(long);
  });

  it('refuses a line break in an address and a content type that is not one', () => {
    const email = { from: 'a@example.com', subject: 's', body: 'b', attachments: [] };
    expect(() => buildMimeMessage({ ...email, to: 'x@example.com\r\nBcc: y@example.com' })).toThrow();
    expect(() =>
      buildMimeMessage({
        ...email,
        to: 'x@example.com',
        attachments: [{ filename: 'a', content_type: 'text/plain\r\nX: y', content: Buffer.from('') }],
      }),
    ).toThrow();
  });
});

describe('queuing an e-mail with attachments', () => {
  const email = { channel: 'email' as const, to: 'x@example.com', subject: 's', body: 'b' };

  it('takes files under the prefixes the notifier may read', () => {
    const put = outboxPut({
      ...email,
      attachments: [{ key: 'prints/rfq/1.pdf', filename: 'rfq.pdf', content_type: 'application/pdf' }],
    });
    expect(put.Put?.Item?.attachments).toEqual([
      { key: 'prints/rfq/1.pdf', filename: 'rfq.pdf', content_type: 'application/pdf' },
    ]);
  });

  it('refuses a file the notifier could not read, and more than five', () => {
    expect(() =>
      outboxPut({
        ...email,
        attachments: [{ key: 'sales/1/files/a.pdf', filename: 'a.pdf', content_type: 'application/pdf' }],
      }),
    ).toThrow(/may not read/);
    const file = { key: 'prints/rfq/1.pdf', filename: 'rfq.pdf', content_type: 'application/pdf' };
    expect(() => outboxPut({ ...email, attachments: Array(6).fill(file) })).toThrow(/at most 5/);
  });
});
