import type { PageRequest } from '../domain/lists';

/** Laravel's paginated-resource `links` and `meta`, reproduced exactly (see docs/wire-format.md). */

export interface PaginationLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface PaginationMeta {
  current_page: number;
  from: number | null;
  last_page: number;
  links: PaginationLink[];
  path: string;
  per_page: number;
  to: number | null;
  total: number;
}

export interface PaginatedBody<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: PaginationMeta;
}

/** A page number as Laravel reads it: anything that is not an integer >= 1 becomes 1 (never capped). */
export function normalizePage(raw: unknown): number {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const value = typeof text === 'number' ? text : Number(text);
  return typeof text !== 'boolean' && text !== '' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/** Page numbers (and "..." gaps) of Laravel's URL window, three pages on each side of the current one. */
export function pageWindow(current: number, lastPage: number): Array<number | '...'> {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (lastPage <= 13) return range(1, lastPage);
  if (current <= 7) return [...range(1, 10), '...', lastPage - 1, lastPage];
  if (current > lastPage - 7) return [1, 2, '...', ...range(lastPage - 9, lastPage)];
  return [1, 2, '...', ...range(current - 3, current + 3), '...', lastPage - 1, lastPage];
}

/** Builds `data`, `links` and `meta` for one page of records at `path` (the public address, no query). */
export function paginate<T>(
  items: T[],
  options: PageRequest & { total: number; path: string },
): PaginatedBody<T> {
  const { total, page, perPage, path } = options;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const url = (n: number) => `${path}?page=${n}`;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + items.length - 1;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const windowLinks: PaginationLink[] = pageWindow(page, lastPage).map((entry) =>
    entry === '...'
      ? { url: null, label: '...', active: false }
      : { url: url(entry), label: String(entry), active: entry === page },
  );
  return {
    data: items,
    links: { first: url(1), last: url(lastPage), prev, next },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links: [
        { url: prev, label: 'pagination.previous', active: false },
        ...windowLinks,
        { url: next, label: 'pagination.next', active: false },
      ],
      path,
      per_page: perPage,
      to,
      total,
    },
  };
}

/**
 * The page a list operation was asked for, from its validated query: `page` as Laravel reads it,
 * `per_page` (checked by the operation's schema) or 10.
 */
export function pageRequest(query: unknown): PageRequest {
  const read = (name: string): unknown =>
    typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  const perPage = read('per_page');
  return { page: normalizePage(read('page')), perPage: typeof perPage === 'number' ? perPage : 10 };
}
