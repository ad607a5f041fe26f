import { describe, expect, it } from 'vitest';
import { attributeName, namingFields } from '../../../shared/i18n';
import { arAttributes, attributeAreas } from '../../../shared/i18n/attributes';
import { operationFields } from '../../support/operation-fields';

const ARABIC = /^[\u0600-\u06FF\s()]+$/;

describe('the Arabic names of the request fields', () => {
  it('walks the fields of every operation', () => {
    // A walk that found nothing would pass every check below.
    expect(new Set(operationFields.map((field) => field.operationId)).size).toBeGreaterThan(100);
    expect(new Set(operationFields.map((field) => field.name)).size).toBeGreaterThan(150);
  });

  it('names every body and query field of every operation in Arabic', () => {
    const missing = new Map<string, string[]>();
    for (const field of operationFields) {
      if (Object.hasOwn(arAttributes, field.name)) continue;
      const users = missing.get(field.name) ?? [];
      users.push(`${field.operationId} ${field.part} (${field.file})`);
      missing.set(field.name, users);
    }
    expect(
      [...missing].map(
        ([name, users]) =>
          `"${name}" (${users.join(', ')}) has no Arabic name: Arabic messages would say "حقل ${name}". ` +
          'Add it to the area file of shared/i18n/attributes/ it belongs to.',
      ),
    ).toEqual([]);
  });

  it('gives each field one name, in Arabic letters, in one area file', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [file, names] of Object.entries(attributeAreas)) {
      for (const [field, name] of Object.entries(names)) {
        const other = seen.get(field);
        if (other) problems.push(`${field} is named in ${other} and ${file}: keep one`);
        seen.set(field, file);
        if (!ARABIC.test(name)) problems.push(`${field} (${file}): "${name}" is not an Arabic name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names an entry of a list by its list in Arabic, and leaves English as Laravel says it', () => {
    expect(attributeName('unit_ids.0', 'ar')).toBe('الوحدات');
    expect(attributeName('amounts.12', 'ar')).toBe('المبالغ');
    expect(attributeName('unit_ids.0', 'en')).toBe('unit ids.0');
    expect(attributeName('reason', 'ar')).toBe('السبب');
    expect(attributeName('reason', 'en')).toBe('reason');
    // A nested field or a message key among the names keeps its raw name.
    expect(attributeName('bank_accounts.0.iban', 'ar')).toBe('bank accounts.0.iban');
  });

  it('names the fields a message mentions (:other, :values) as it names its own', () => {
    expect(namingFields({ values: 'client_id' }, 'ar')).toEqual({ values: 'العميل' });
    expect(namingFields({ other: 'target type', value: 'unit' }, 'ar')).toEqual({
      other: 'نطاق الخصم',
      value: 'unit',
    });
    expect(namingFields({ other: 'target type', value: 'unit' }, 'en')).toEqual({
      other: 'target type',
      value: 'unit',
    });
    expect(namingFields({ values: 'client_id' }, 'en')).toEqual({ values: 'client id' });
  });
});
