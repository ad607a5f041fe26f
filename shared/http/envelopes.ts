import type { PaginatedBody } from './pagination';

/** What an operation returns: one record, or one page of records. The response middleware wraps it. */
export type OperationResult =
  | { kind: 'single'; data: unknown; message?: string }
  | { kind: 'page'; page: PaginatedBody<unknown>; message?: string };

/** One record, sent as `{status, message, data}`. */
export const single = (
  data: unknown,
  options: { message?: string; statusCode?: number } = {},
): OperationResult => ({
  kind: 'single',
  data,
  ...options,
});

/** One page of records, sent as `{status, message, response: {data, links, meta}}`. */
export const page = (body: PaginatedBody<unknown>, options: { message?: string } = {}): OperationResult => ({
  kind: 'page',
  page: body,
  ...options,
});

/** The JSON body of a result: the single-record or the list envelope. */
export function envelope(result: OperationResult, message: string): Record<string, unknown> {
  return result.kind === 'single'
    ? { status: 'true', message, data: result.data }
    : { status: 'true', message, response: result.page };
}
