import { approvableTypes } from './approvable-records';
import { type Decider, decideAmong } from './engine';

/**
 * A reviewer decides an acceptance of any real record type (the engine's `decideAmong` over every
 * type of approvable-records.ts): what the accept and reject routes and Accept All / Refuse All call.
 */
export const decideAcceptance = (
  id: number,
  decider: Decider,
  decision: 'accept' | 'reject',
  comment: string | null,
  options: { bulk?: boolean } = {},
) => decideAmong(approvableTypes, id, decider, decision, comment, options);
