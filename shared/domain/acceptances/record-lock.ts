import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txCheck } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';

/**
 * The lock of a record while its approval is pending: every write of an approvable record (an
 * edit, a delete) puts this check in its own transaction, so it lands only while no acceptance of
 * the record is open; the final decision deletes the guard in the decision's transaction. A check,
 * not a read before the write: a submission racing the write cannot slip between them.
 */
export const unlockedCheck = (type: string, id: number): TransactItem => recordUnlocked(type, id).item;

/** The refusal of a write that `unlockedCheck` failed: 409, the record waits for approval. */
export const lockedError = () => new ConflictError('acceptances.locked');

/** `unlockedCheck` as a named guard of the transaction builder: `record-unlocked`, refused with `lockedError`. */
export const recordUnlocked = (type: string, id: number): TxItem => ({
  ...txCheck('record-unlocked', keys.openAcceptance(type, id), when.itemAbsent()),
  refusal: lockedError,
});
