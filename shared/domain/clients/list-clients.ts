import { listPage } from '../../db/entity-store';
import { type PaginatedBody, paginate } from '../../http/pagination';
import { type ClientRecord, clientRecords } from './client-record';
import { CLIENT, type Client } from './clients';

/**
 * Lists clients, newest first.
 * 1. read the total from the clients counter item;
 * 2. walk the keys-only collection index to the page;
 * 3. batch-read the page's clients and their related records.
 */
export async function listClients(options: {
  page: number;
  perPage: number;
  path: string;
}): Promise<PaginatedBody<ClientRecord>> {
  const { items, total } = await listPage<Client>(CLIENT, options.page, options.perPage);
  return paginate(await clientRecords(items), {
    total,
    page: options.page,
    perPage: options.perPage,
    path: options.path,
  });
}
