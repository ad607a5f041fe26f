import { randomBytes } from 'node:crypto';

/** A file to attach, with its content. */
export interface MimeAttachment {
  filename: string;
  content_type: string;
  content: Buffer;
}

export interface MimeEmail {
  from: string;
  to: string;
  subject: string;
  /** Plain text (UTF-8). */
  body: string;
  attachments: MimeAttachment[];
}

const CRLF = '\r\n';
/** A MIME type as a header may carry it: `type/subtype`, nothing else. */
const MIME_TYPE = /^[A-Za-z0-9][\w.+-]*\/[A-Za-z0-9][\w.+-]*$/;

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (content: Buffer): string =>
  (content.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);

/** An address header's value: one line, or the message could gain headers of a caller's making. */
function addressOf(address: string): string {
  if (/[\r\n]/.test(address)) throw new Error('An e-mail address cannot hold a line break');
  return address;
}

/**
 * A header text in RFC 2047 encoded words (UTF-8, base64), folded so no line passes 76 characters:
 * Arabic subjects and file names reach every mail program. Each word holds whole characters (at most
 * 39 bytes, 52 in base64, 73 with `Subject: `), so a letter is never split between two words.
 */
export function encodedWords(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(flat) && flat.length <= 60) return flat;
  const words: string[] = [];
  let chunk = '';
  for (const character of flat) {
    if (Buffer.byteLength(chunk + character) > 39) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `);
}

/**
 * A file name as parameters: an ASCII stand-in in quotes, and the name itself in RFC 2231 (UTF-8,
 * percent-encoded, in numbered continuations of at most 54 characters, each on a folded line).
 */
function fileNameParameters(name: string): string {
  const ascii = name.replace(/[^\w.-]/g, '_').slice(0, 60) || 'attachment';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  // Whole escapes only: a `%XX` never straddles two continuations.
  const pieces = encoded.match(/%[0-9A-F]{2}|[^%]/gi) ?? [];
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks.length - 1;
    if (last >= 0 && (chunks[last] as string).length + piece.length <= 54) chunks[last] += piece;
    else chunks.push(piece);
  }
  const continuations = chunks.map(
    (chunk, index) => `filename*${index}*=${index === 0 ? "UTF-8''" : ''}${chunk}`,
  );
  return [`filename="${ascii}"`, ...continuations].join(`;${CRLF} `);
}

/**
 * The e-mail as one MIME message (RFC 5322 headers, `multipart/mixed`): the text first, then each
 * file in base64, as SES takes it raw. SES adds the Date and Message-ID headers.
 */
export function buildMimeMessage(
  email: MimeEmail,
  boundary = `=_${randomBytes(12).toString('hex')}`,
): Buffer {
  for (const attachment of email.attachments)
    if (!MIME_TYPE.test(attachment.content_type))
      throw new Error(`Not a MIME type: ${attachment.content_type}`);
  const lines = [
    `From: ${addressOf(email.from)}`,
    `To: ${addressOf(email.to)}`,
    `Subject: ${encodedWords(email.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(email.body, 'utf8')),
    ...email.attachments.flatMap((attachment) => [
      `--${boundary}`,
      `Content-Type: ${attachment.content_type}`,
      `Content-Disposition: attachment;${CRLF} ${fileNameParameters(attachment.filename)}`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(attachment.content),
    ]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join(CRLF), 'utf8');
}

/** A MIME message read back (tests, the local outbox's readers): its headers and its parts. */
export interface ParsedMime {
  headers: Record<string, string>;
  parts: Array<{ headers: Record<string, string>; content: Buffer }>;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]/g, ' ').split(CRLF)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Reads a message `buildMimeMessage` made: each part's headers and decoded content. */
export function parseMimeMessage(raw: Buffer | string): ParsedMime {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  const split = text.indexOf(`${CRLF}${CRLF}`);
  const headers = headersOf(text.slice(0, split));
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, parts: [] };
  const sections = text.slice(split + 4).split(`--${boundary}`);
  const parts = sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .map((section) => {
      const body = section.replace(/^\r\n/, '');
      const end = body.indexOf(`${CRLF}${CRLF}`);
      const partHeaders = headersOf(body.slice(0, end));
      const content = body.slice(end + 4).replace(/\s+/g, '');
      return { headers: partHeaders, content: Buffer.from(content, 'base64') };
    });
  return { headers, parts };
}

/** An RFC 2047 header read back as text. */
export const decodedWords = (value: string): string =>
  !value.includes('=?')
    ? value
    : value
        .split(/\s+/)
        .map((word) => {
          const match = /^=\?UTF-8\?B\?([^?]*)\?=$/i.exec(word);
          return match ? Buffer.from(match[1] as string, 'base64').toString('utf8') : word;
        })
        .join('');
