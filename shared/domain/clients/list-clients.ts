import { listPage } from '../../db/entity-store';
import { searchFilter } from '../../db/filters';
import { type PaginatedBody, paginate } from '../../http/pagination';
import { type ClientRecord, clientRecords } from './client-record';
import { CLIENT, type Client } from './clients';

/**
 * Lists clients, newest first.
 * 1. without `search`, the total comes from the clients counter and only the keys up to the page are read;
 *    with it, the collection index's search text is filtered (no Scan);
 * 2. the page's clients and their related records are read in batches.
 */
export async function listClients(options: {
  page: number;
  perPage: number;
  path: string;
  search?: string | undefined;
}): Promise<PaginatedBody<ClientRecord>> {
  const { items, total } = await listPage<Client>(
    CLIENT,
    options.page,
    options.perPage,
    searchFilter(options.search),
  );
  return paginate(await clientRecords(items), {
    total,
    page: options.page,
    perPage: options.perPage,
    path: options.path,
  });
}
