import { listPage, updateEntity } from '../../db/entity-store';
import { isConditionFailure } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { unlockedCheck } from '../acceptances/record-lock';
import { riyadhDay } from '../home/riyadh-day';
import { DISCOUNT_APPROVABLE } from './discount-acceptance';
import { DISCOUNT } from './discounts';

const DAY_MS = 86_400_000;
const PAGE = 100;
/** A run expires at most this many pages; the rest wait for the next run (a backlog, not a loop). */
const MAX_PAGES = 50;

/**
 * Expires the active (`approved`) discounts whose end day has passed in Asia/Riyadh as of `now`:
 * each becomes `expired` with `status_updated_at` = now and no deciding user. They are read from
 * the active discounts ordered by end date (a range up to the end of yesterday), so a run reads the
 * ended ones only; each leaves that list as it expires, so the first page is read again until it is
 * empty. A discount changed meanwhile is skipped (the next run sees it as it is then). Returns the
 * number expired.
 */
export async function expireEndedDiscounts(now: Date): Promise<number> {
  const yesterday = riyadhDay(new Date(now.getTime() - DAY_MS));
  const query = {
    filters: { status: 'approved' },
    range: { attribute: 'end_date', to: `${yesterday}T23:59:59.999Z` },
  };
  let expired = 0;
  for (let run = 0; run < MAX_PAGES; run++) {
    const { items } = await listPage(DISCOUNT, 1, PAGE, query);
    let moved = 0;
    for (const discount of items) {
      try {
        await updateEntity(
          DISCOUNT,
          discount.id,
          { status: 'expired', status_updated_at: now.toISOString(), status_updated_by_user_id: null },
          {
            recordName: 'discount',
            current: discount,
            expectedVersion: discount.version,
            also: [unlockedCheck(DISCOUNT_APPROVABLE, discount.id)],
          },
        );
        moved++;
      } catch (error) {
        if (!(error instanceof ConflictError) && !isConditionFailure(error)) throw error;
      }
    }
    expired += moved;
    if (items.length < PAGE || moved === 0) break;
  }
  return expired;
}
