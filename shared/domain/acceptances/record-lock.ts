import { tableName } from '../../config/env';
import { keys } from '../../db/keys';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';

/**
 * The lock of a record while its approval is pending: every write of an approvable record (an
 * edit, a delete) puts this check in its own transaction, so it lands only while no acceptance of
 * the record is open; the final decision deletes the guard in the decision's transaction. A check,
 * not a read before the write: a submission racing the write cannot slip between them.
 */
export const unlockedCheck = (type: string, id: number): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.openAcceptance(type, id),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The refusal of a write that `unlockedCheck` failed: 409, the record waits for approval. */
export const lockedError = () => new ConflictError('acceptances.locked');
