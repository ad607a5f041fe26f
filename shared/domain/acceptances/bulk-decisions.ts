import { type MessageParams, PublicError, ValidationError } from '../../errors';
import type { MessageKey } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import { decideAcceptance } from './decisions';
import type { Decider } from './engine';

/** At most this many approvals per Accept All / Refuse All call. */
export const BULK_DECISION_LIMIT = 100;

export interface BulkFailure {
  id: number;
  messageKey: MessageKey;
  params: MessageParams;
}

/**
 * Accept All / Refuse All: each approval is decided in its own transaction, one after the other,
 * so one that fails (decided meanwhile, not the caller's to decide, bulk not allowed) changes
 * nothing of itself and stops nothing of the others. A second run with the same ids writes nothing:
 * the decided ones answer "already decided" in `failed`. An approval the caller may not read fails
 * as an unknown id does (not found).
 */
export async function decideMany(
  ids: number[],
  decider: Decider | StaffCaller,
  decision: 'accept' | 'reject',
  comment: string | null,
) {
  if (ids.length === 0) throw ValidationError.forField('ids', 'validation.required');
  const succeeded: number[] = [];
  const failed: BulkFailure[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await decideAcceptance(id, decider, decision, comment, { bulk: true });
      succeeded.push(id);
    } catch (error) {
      if (!(error instanceof PublicError)) throw error;
      failed.push({ id, messageKey: error.messageKey, params: error.params });
    }
  }
  return { processed: succeeded.length + failed.length, succeeded, failed };
}
