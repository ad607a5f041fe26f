import { listPage, listSearch } from '../../db/entity-store';
import type { ListPage, PageRequest } from '../lists';
import { type ClientRecord, clientRecords } from './client-record';
import { CLIENT } from './clients';

/**
 * Lists clients, newest first.
 * 1. without `search`, the total comes from the clients counter and only the keys up to the page
 *    are read; with it, the search index's words starting with the term (cost follows the matches);
 * 2. the page's clients and their related records are read in batches.
 */
export async function listClients(
  options: PageRequest & { search?: string | undefined },
): Promise<ListPage<ClientRecord>> {
  const { items, total } = options.search
    ? await listSearch(CLIENT, options.search, options.page, options.perPage)
    : await listPage(CLIENT, options.page, options.perPage);
  return { items: await clientRecords(items), total };
}
