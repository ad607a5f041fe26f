import type { ListPage } from '../domain/lists';
import type { MessageKey } from '../i18n';
import type { RequestInfo } from './operation';
import { type PaginatedBody, paginate } from './pagination';

/** What an operation returns: one record, or one page of records. The response middleware wraps it. */
export type OperationResult =
  | { kind: 'single'; data: unknown; message?: MessageKey }
  | { kind: 'page'; page: PaginatedBody<unknown>; message?: MessageKey };

/** One record, sent as `{status, message, data}`. */
export const single = (
  data: unknown,
  options: { message?: MessageKey; statusCode?: number } = {},
): OperationResult => ({
  kind: 'single',
  data,
  ...options,
});

/**
 * One page of a list, sent as `{status, message, response: {data, links, meta}}`: the links and
 * meta of the page the request asked for, at the request's public address.
 */
export const page = (
  list: ListPage<unknown>,
  request: Pick<RequestInfo, 'page' | 'resourceUrl'>,
  options: { message?: MessageKey } = {},
): OperationResult => ({
  kind: 'page',
  page: paginate(list.items, { ...request.page, total: list.total, path: request.resourceUrl }),
  ...options,
});

/** The JSON body of a result: the single-record or the list envelope. */
export function envelope(result: OperationResult, message: string): Record<string, unknown> {
  return result.kind === 'single'
    ? { status: 'true', message, data: result.data }
    : { status: 'true', message, response: result.page };
}
