import type { StaffCaller } from '../callers/callers';
import { approvableTypes } from './approvable-records';
import { type Decider, decideAmong } from './engine';
import { readableAcceptance } from './visibility';

/**
 * A reviewer decides an acceptance of any real record type (the engine's `decideAmong` over every
 * type of approvable-records.ts): what the accept and reject routes and Accept All / Refuse All call.
 * A request's caller (a `StaffCaller`) who may not read the approval is told it does not exist
 * (404, as for an unknown id) before anything else: neither its state nor its reviewers leak.
 */
export async function decideAcceptance(
  id: number,
  decider: Decider | StaffCaller,
  decision: 'accept' | 'reject',
  comment: string | null,
  options: { bulk?: boolean } = {},
) {
  if ('scopes' in decider) await readableAcceptance(decider, id, approvableTypes);
  return decideAmong(approvableTypes, id, decider, decision, comment, options);
}
