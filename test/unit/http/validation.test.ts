import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ValidationError } from '../../../shared/errors';
import {
  dateText,
  emailText,
  integerText,
  numberText,
  optionalText,
  requiredText,
  text,
  uploadedFile,
} from '../../../shared/http/fields';
import { validationBody } from '../../../shared/http/middleware/error-responder';
import { validate } from '../../../shared/http/validation';

function failure(schema: z.ZodType, input: unknown, locale: 'en' | 'ar' = 'en') {
  try {
    validate(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return validationBody(error, locale);
    throw error;
  }
  throw new Error('expected a validation failure');
}

const login = z.object({ email_or_phone: requiredText(), password: requiredText() });

describe('validation errors in Laravel form', () => {
  it('reports one required message per missing field and counts the rest', () => {
    expect(failure(login, {})).toEqual({
      message: 'The email or phone field is required. (and 1 more errors)',
      errors: {
        email_or_phone: ['The email or phone field is required.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('treats blank strings as missing', () => {
    expect(failure(login, { email_or_phone: '   ', password: 'x' }).errors).toEqual({
      email_or_phone: ['The email or phone field is required.'],
    });
  });

  it('has no suffix for a single error', () => {
    expect(failure(login, { email_or_phone: 'a' }).message).toBe('The password field is required.');
  });

  it('answers in Arabic for Accept-Language ar', () => {
    const body = failure(login, {}, 'ar');
    expect(body.errors.password).toEqual(['حقل كلمة المرور مطلوب.']);
    expect(body.message).toContain('(و 1 أخطاء أخرى)');
  });

  it('words format failures as Laravel does', () => {
    const schema = z.object({
      email: emailText(),
      project_id: integerText(),
      created_at: dateText(),
      name: requiredText(5),
    });
    const body = failure(schema, {
      email: 'not-an-email',
      project_id: 'abc',
      created_at: '2024-13-45',
      name: 'far too long',
    });
    expect(body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      project_id: ['The project id field must be an integer.'],
      created_at: ['The created at field must match the format Y-m-d.'],
      name: ['The name field must not be greater than 5 characters.'],
    });
    expect(body.message).toBe('The email field must be a valid email address. (and 3 more errors)');
  });

  it('cleans human text of control and bidi characters; a long text keeps its line breaks', () => {
    const schema = z.object({ name: requiredText(), note: optionalText(), description: text(2000) });
    expect(
      validate(schema, {
        name: ' Q\u202EZX\u0000W\u0085V\u200BU\nline ',
        note: 'a\tb\u2066c\u2069',
        description: 'first line\r\nsecond\u202E line\n',
      }),
    ).toEqual({ name: 'QZXWVUline', note: 'abc', description: 'first line\nsecond line' });
    expect(failure(schema, { name: '\u202E\u0000', description: '' }).errors).toEqual({
      name: ['The name field is required.'],
    });
  });

  it('tells an amount with more than two decimals from a non-number, in English and Arabic', () => {
    const schema = z.object({ amount: numberText({ min: 0 }) });
    expect(failure(schema, { amount: '0.001' }).errors).toEqual({
      amount: ['The amount field must have 0-2 decimal places.'],
    });
    expect(failure(schema, { amount: '0.001' }, 'ar').errors).toEqual({
      amount: ['يجب أن يحتوي حقل المبلغ على 0-2 منازل عشرية.'],
    });
    expect(failure(schema, { amount: '12abc' }).errors).toEqual({
      amount: ['The amount field must be a number.'],
    });
    expect(validate(schema, { amount: '10.25' })).toEqual({ amount: 10.25 });
  });

  it('parses text numbers, real dates and clears blank optional text', () => {
    const schema = z.object({ id: integerText({ min: 1 }), day: dateText(), note: optionalText() });
    expect(validate(schema, { id: '42', day: '2024-02-29', note: '' })).toEqual({
      id: 42,
      day: '2024-02-29',
      note: null,
    });
  });

  it('reports a file over the limit with the limit in kilobytes', () => {
    const schema = z.object({ file: uploadedFile(2048) });
    const file = {
      filename: 'a.bin',
      mimetype: 'application/octet-stream',
      size: 3000,
      truncated: true,
      content: Buffer.alloc(3000),
    };
    expect(failure(schema, { file }).errors).toEqual({
      file: ['The file field must not be greater than 2 kilobytes.'],
    });
    expect(failure(schema, { file: 'text' }).errors).toEqual({ file: ['The file field must be a file.'] });
  });
});
