import { listPage } from '../../db/entity-store';
import { searchFilter } from '../../db/filters';
import { paginate } from '../../http/pagination';
import { UNIT, type UnitEntity, unitRecords } from './units';

/**
 * Lists units, newest first; `search` matches the unit's name, full name, status, deed and
 * document numbers, building and project names (case-insensitive substring, on the collection
 * index's search text, no Scan).
 */
export async function listUnits(options: {
  page: number;
  perPage: number;
  path: string;
  search?: string | undefined;
}) {
  const { items, total } = await listPage<UnitEntity>(
    UNIT,
    options.page,
    options.perPage,
    searchFilter(options.search),
  );
  return paginate(await unitRecords(items), {
    total,
    page: options.page,
    perPage: options.perPage,
    path: options.path,
  });
}
