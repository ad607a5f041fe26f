import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors';
import type { UploadedFile } from '../../../shared/files/uploaded-file';
import { defaultBodyLimits } from '../../../shared/http/body-limits';
import { parseFormBody } from '../../../shared/http/multipart';

/** Encodes a multipart body the way a client does, with a boundary of our choosing. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

describe('multipart parsing', () => {
  it('keeps repeated files in the order sent, byte for byte', async () => {
    const form = new FormData();
    form.append('comment', 'Leaking tap');
    const contents = [Buffer.from([0, 1, 2, 255]), Buffer.from('second file'), Buffer.from([9, 9, 9])];
    for (const [index, content] of contents.entries()) {
      form.append('attachments[]', new Blob([content]), `file-${index}.bin`);
    }
    const { body, contentType } = await encode(form);
    const parsed = await parseFormBody(body, contentType, defaultBodyLimits);
    expect(parsed.comment).toBe('Leaking tap');
    const files = parsed.attachments as UploadedFile[];
    expect(files.map((file) => file.filename)).toEqual(['file-0.bin', 'file-1.bin', 'file-2.bin']);
    for (const [index, file] of files.entries())
      expect(file.content.equals(contents[index] as Buffer)).toBe(true);
    expect(files.map((file) => file.size)).toEqual([4, 11, 3]);
  });

  it('marks a file over the limit as truncated instead of failing', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(2000)]), 'big.bin');
    const { body, contentType } = await encode(form);
    const parsed = await parseFormBody(body, contentType, { maxFileBytes: 1000, maxFiles: 5 });
    expect((parsed.file as UploadedFile).truncated).toBe(true);
  });

  it('accepts boundaries with characters the middy parser rejects and any header case', async () => {
    const boundary = "a'b(c)+_,.:=?";
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara\r\n--${boundary}--\r\n`,
    );
    const parsed = await parseFormBody(
      body,
      `Multipart/Form-Data; boundary="${boundary}"`,
      defaultBodyLimits,
    );
    expect(parsed).toEqual({ name: 'Sara' });
  });

  it('reads url-encoded forms with list fields', async () => {
    const parsed = await parseFormBody(
      Buffer.from('ids[]=1&ids[]=2&name=Ali'),
      'application/x-www-form-urlencoded',
      defaultBodyLimits,
    );
    expect(parsed).toEqual({ ids: ['1', '2'], name: 'Ali' });
  });

  it('answers a body without a boundary with a 422 on body', async () => {
    await expect(
      parseFormBody(Buffer.from('x'), 'multipart/form-data', defaultBodyLimits),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses more file parts than the hard cap', async () => {
    const form = new FormData();
    for (let i = 0; i < 4; i++) form.append('f[]', new Blob(['x']), `${i}.txt`);
    const { body, contentType } = await encode(form);
    await expect(parseFormBody(body, contentType, { maxFileBytes: 10, maxFiles: 3 })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
