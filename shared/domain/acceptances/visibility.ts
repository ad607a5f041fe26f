import { NotFoundError } from '../../errors';
import { holds, type StaffCaller } from '../callers/callers';
import { inScope, type ScopeViewer } from '../users/row-scope';
import { type Acceptance, type AcceptanceEntity, isRequester } from './acceptances';
import type { ApprovableTypes } from './approvable-types';
import { loadAcceptance } from './engine';

/** Who reads an approval: their id, their row scopes and the abilities they hold. */
export type AcceptanceReader = ScopeViewer & Pick<StaffCaller, 'abilities'>;

/**
 * Whether the user takes part in the approval: its requesting person (any of their accounts), a
 * reviewer of any step (current or past: a step's reviewers stay on it once it opened) or who
 * decided one. They read it whatever their abilities and scopes.
 */
export function isParticipant(acceptance: Acceptance, userId: number): boolean {
  return (
    acceptance.requested_by_id === userId ||
    isRequester(acceptance, userId) ||
    acceptance.decided_by_id === userId ||
    acceptance.steps.some(
      (step) =>
        step.reviewer_ids.includes(userId) ||
        step.approved_by_ids.includes(userId) ||
        step.decided_by_id === userId,
    )
  );
}

/** The records of approvals already loaded in one request, by type and id (a list reads each once). */
export type SubjectCache = Map<string, Promise<object | undefined>>;

/** The approval's record (one read, or two for a refund), once per request. */
export function subjectRecord(
  acceptance: Pick<Acceptance, 'approvable_type' | 'approvable_id'>,
  types: ApprovableTypes,
  cache: SubjectCache = new Map(),
): Promise<object | undefined> {
  const key = `${acceptance.approvable_type}#${acceptance.approvable_id}`;
  const known = cache.get(key);
  if (known) return known;
  const type = types.get(acceptance.approvable_type);
  const loaded = type ? type.subject.load(acceptance.approvable_id) : Promise.resolve(undefined);
  cache.set(key, loaded);
  return loaded;
}

/**
 * Whether the reader holds the view ability of the approval's record and the record is in their
 * row scope for its family (a type no definition knows, or a record gone: no).
 */
export async function readsSubject(
  reader: AcceptanceReader,
  acceptance: Pick<Acceptance, 'approvable_type' | 'approvable_id'>,
  types: ApprovableTypes,
  cache?: SubjectCache,
): Promise<boolean> {
  const subject = types.get(acceptance.approvable_type)?.subject;
  if (!subject || !holds(reader, subject.viewAbility)) return false;
  const record = await subjectRecord(acceptance, types, cache);
  return record !== undefined && inScope(reader, subject.family, record, subject.scope);
}

/**
 * Whether the reader may read the approval (STAFF-DOMAIN-2 3.1): its participants, and the holders
 * of its record's view ability within their row scope for the record's family. Anyone else is told
 * it does not exist (404), as for an unknown id.
 */
export async function mayReadAcceptance(
  reader: AcceptanceReader,
  acceptance: Acceptance,
  types: ApprovableTypes,
  cache?: SubjectCache,
): Promise<boolean> {
  return isParticipant(acceptance, reader.id) || readsSubject(reader, acceptance, types, cache);
}

/** The approval if the reader may read it, else 404 (the same answer as an unknown id). */
export async function readableAcceptance(
  reader: AcceptanceReader,
  id: number,
  types: ApprovableTypes,
  cache?: SubjectCache,
): Promise<AcceptanceEntity> {
  const acceptance = await loadAcceptance(id);
  if (!(await mayReadAcceptance(reader, acceptance, types, cache))) throw new NotFoundError('acceptance');
  return acceptance;
}
