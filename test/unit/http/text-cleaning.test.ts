import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { operationFields } from '../../support/operation-fields';

/**
 * A free text with a control of each kind the shared text builders drop (shared/http/fields.ts):
 * a bidi override, NUL, a C1 control (NEL), a zero-width space, and a line break (kept in long texts).
 */
const SENT = 'Ab\u202Ecd\u0000e\u0085f\u200Bg\nh';
/**
 * What no stored text keeps: C0 but the line break, C1, bidi marks and isolates, zero-width, BOM (written
 * here, not taken from shared/files/invisible-controls.ts, so a range dropped there fails here).
 */
const CONTROL_RANGES =
  '\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F\\u061C\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\uFEFF';
const CONTROL = new RegExp(`[${CONTROL_RANGES}]`, 'g');
/** A text longer than a one-line field's 255 characters: a field that takes it is a long text. */
const LONG = 'x'.repeat(300);

/** Fields that take any text and are not human text, each with why it keeps what was sent. */
const NOT_HUMAN_TEXT: Readonly<Record<string, string>> = {
  page: 'not text: the paginator reads a whole number from it and takes anything else as page 1',
  password:
    'a secret, compared as sent: dropping characters from a new password would store one its owner did not type',
  password_confirmation: 'a secret, compared as sent with `password`',
};

const codePoints = (text: string) =>
  [...text].map((character) => `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`);

describe('every free-text field of every operation cleans what it stores', () => {
  const texts = operationFields.filter((field) => {
    if (Object.hasOwn(NOT_HUMAN_TEXT, field.name)) return false;
    // A field that refuses the text (an e-mail, a phone, a number, a date, a choice, an id) is no free text.
    const parsed = safeParse(field.schema, SENT);
    return parsed.success && typeof parsed.data === 'string';
  });

  it('finds the free texts of the operations', () => {
    const names = new Set(texts.map((field) => field.name));
    for (const name of ['name', 'note', 'description', 'reason', 'search', 'comment', 'address'])
      expect(names, `${name} should be among the free texts`).toContain(name);
    expect(texts.length).toBeGreaterThan(50);
  });

  it('drops C0 (but the line breaks of a long text), C1 and bidi controls from every one', () => {
    const kept = texts.flatMap((field) => {
      const parsed = safeParse(field.schema, SENT);
      const value = parsed.success ? String(parsed.data) : '';
      const long = safeParse(field.schema, LONG).success;
      const controls = [...value.matchAll(CONTROL)].map(([character]) => character);
      if (!long && value.includes('\n')) controls.push('\n');
      return controls.length === 0
        ? []
        : [
            `${field.operationId} ${field.part} "${field.path}" (${field.file}) keeps ${codePoints(controls.join('')).join(' ')}: ` +
              'build it with text / requiredText / optionalText / filterText / searchText of shared/http/fields.ts ' +
              '(or, if it is no human text, list it in NOT_HUMAN_TEXT with the reason)',
          ];
    });
    expect(kept).toEqual([]);
  });

  it('excludes only fields some operation has', () => {
    const names = new Set(operationFields.map((field) => field.name));
    expect(Object.keys(NOT_HUMAN_TEXT).filter((name) => !names.has(name))).toEqual([]);
  });

  it('checks every password as sent, as the reset of a client stores it', () => {
    // A password set with a space or an invisible character must sign in with it: none trims or cleans.
    const password = ' Ab\u202Ecd\u200Befgh ';
    const changed = operationFields
      .filter((field) => field.name === 'password')
      .flatMap((field) => {
        const parsed = safeParse(field.schema, password);
        return parsed.success && parsed.data === password
          ? []
          : [
              `${field.operationId} ${field.part} (${field.file}) reads ${JSON.stringify(parsed.success ? parsed.data : parsed.error.issues)}`,
            ];
      });
    expect(changed).toEqual([]);
    expect(operationFields.filter((field) => field.name === 'password').length).toBeGreaterThan(4);
  });
});
