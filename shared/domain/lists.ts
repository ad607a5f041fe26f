/** The list contract between the domain and its callers: pages in, `{ items, total }` out. */

/** Which page of a list a caller wants: pages count from 1, `perPage` records each. */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** One page of a list's records and the number of all the records that match. */
export interface ListPage<T> {
  items: T[];
  total: number;
}
