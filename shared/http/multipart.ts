import Busboy, { type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { ValidationError } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import type { BodyLimits } from './body-limits';
import { assignField } from './form-fields';

/**
 * Parses a multipart/form-data or x-www-form-urlencoded body. Unlike @middy/http-multipart-body-parser
 * it keeps repeated files in the order sent, accepts every boundary RFC 2046 allows, and reports an
 * unreadable body as a 422 rather than a 415.
 */
export function parseFormBody(
  body: Buffer,
  contentType: string,
  limits: BodyLimits,
): Promise<Record<string, unknown>> {
  // Null prototype: field names come from the caller (`__proto__` included).
  const result: Record<string, unknown> = Object.create(null);
  return new Promise((resolve, reject) => {
    const malformed = () =>
      reject(
        ValidationError.forField('body', 'validation.body_malformed', {
          type: contentType.split(';')[0] ?? '',
        }),
      );
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, fieldSize: 1024 * 1024 },
      });
    } catch {
      malformed();
      return;
    }
    const pending: Array<Promise<void>> = [];
    parser.on(
      'file',
      (
        fieldName: string,
        stream: BusboyFileStream,
        filename: string,
        _encoding: string,
        mimetype: string,
      ) => {
        const chunks: Buffer[] = [];
        const file: UploadedFile = {
          filename,
          mimetype,
          size: 0,
          truncated: false,
          content: Buffer.alloc(0),
        };
        assignField(result, fieldName, file);
        pending.push(
          new Promise((done, fail) => {
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('error', fail);
            stream.on('end', () => {
              file.content = Buffer.concat(chunks);
              file.size = file.content.length;
              file.truncated = stream.truncated;
              done();
            });
          }),
        );
      },
    );
    parser.on('field', (fieldName: string, value: string) => assignField(result, fieldName, value));
    let tooManyFiles = false;
    parser.on('filesLimit', () => {
      tooManyFiles = true;
    });
    parser.on('error', malformed);
    parser.on('finish', () => {
      if (tooManyFiles) {
        reject(ValidationError.forField('body', 'validation.max.array', { max: limits.maxFiles }));
        return;
      }
      Promise.all(pending).then(() => resolve(result), malformed);
    });
    parser.end(body);
  });
}
