import { listPage, listSearch } from '../../db/entity-store';
import { paginate } from '../../http/pagination';
import { UNIT, type UnitEntity, unitRecords } from './units';

/**
 * Lists units, newest first. `search` finds units by the beginning of any word of their name, full
 * name (with project and building), status, document and deed numbers, through the search index.
 */
export async function listUnits(options: {
  page: number;
  perPage: number;
  path: string;
  search?: string | undefined;
}) {
  const { items, total } = options.search
    ? await listSearch<UnitEntity>(UNIT, options.search, options.page, options.perPage)
    : await listPage<UnitEntity>(UNIT, options.page, options.perPage);
  return paginate(await unitRecords(items), { ...options, total });
}
