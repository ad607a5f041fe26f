import { expect } from 'vitest';
import type * as z from 'zod';

/** Parses a record with its strict schema; on failure names every wrong field. */
export function expectRecord<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`record does not match its schema:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The single-record envelope around a record of `schema`. */
export function expectSingle<S extends z.ZodType>(body: any, schema: S): z.output<S> {
  expect(Object.keys(body)).toEqual(['status', 'message', 'data']);
  expect(body.status).toBe('true');
  expect(typeof body.message).toBe('string');
  return expectRecord(schema, body.data);
}

/** The list envelope around records of `schema`, with Laravel's links and meta. */
export function expectList<S extends z.ZodType>(body: any, schema: S, path: string): Array<z.output<S>> {
  expect(Object.keys(body)).toEqual(['status', 'message', 'response']);
  expect(body.status).toBe('true');
  expect(Object.keys(body.response)).toEqual(['data', 'links', 'meta']);
  const { meta, links } = body.response;
  expect(Object.keys(meta)).toEqual([
    'current_page',
    'from',
    'last_page',
    'links',
    'path',
    'per_page',
    'to',
    'total',
  ]);
  expect(meta.path).toBe(path);
  expect(links.first).toBe(`${path}?page=1`);
  expect(links.last).toBe(`${path}?page=${meta.last_page}`);
  expect(Number.isInteger(meta.total)).toBe(true);
  return body.response.data.map((record: unknown) => expectRecord(schema, record));
}

/** Fields of a record that are null (the demo data fills every field of some records). */
export const nullFields = (record: Record<string, unknown>) =>
  Object.entries(record)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
