import type { Ability } from '../../auth/abilities';
import {
  IllegalTransitionError,
  type LifecycleError,
  TransitionForbiddenError,
  TransitionGuardError,
} from './lifecycle-errors';

/** Whom a transition lets act: the record's own client, staff holding an ability, or the system only. */
export type Party = { kind: 'client' } | { kind: 'staff'; ability: Ability } | { kind: 'system' };

/** The client the record belongs to (ownership itself is checked where the record is loaded). */
export const byClient: Party = { kind: 'client' };
/** A staff user whose token carries the ability (or `*`). */
export const byStaff = (ability: Ability): Party => ({ kind: 'staff', ability });
/** No person: scheduled jobs and engines only. */
export const bySystem: Party = { kind: 'system' };

/**
 * Who is acting. The system (jobs, the acceptance engine, seeds, tests) is trusted code: it may take
 * any transition the state and guard allow; `by` lists the people who may.
 */
export type Actor =
  | { kind: 'client'; id: number }
  | { kind: 'staff'; id: number; abilities: readonly string[] }
  | { kind: 'system'; name: string };

/** A signed-in client acting on their own record. */
export const clientActor = (id: number): Actor => ({ kind: 'client', id });

/** The system acting on its own. */
export const SYSTEM_ACTOR: Actor = { kind: 'system', name: 'system' };

/** A condition on the record besides its state, e.g. "not rated yet". */
export interface Guard<Subject> {
  /** The rule in words: shown in the life-cycle table and in the refusal. */
  rule: string;
  holds: (subject: Subject) => boolean;
}

/** One row of a life cycle: from which states an action moves the record to which state, and who may. */
export interface Transition<S extends string, A extends string, Subject> {
  action: A;
  from: readonly S[];
  /** The state after the action; absent when the action keeps the state (an edit, a rating, a delete). */
  to?: S;
  by: readonly Party[];
  guard?: Guard<Subject>;
}

export interface LifecycleDefinition<S extends string, A extends string, Subject> {
  /** The record kind in words, e.g. "maintenance request". */
  name: string;
  states: readonly S[];
  /** The state a new record starts in. */
  initial: S;
  transitions: ReadonlyArray<Transition<S, A, Subject>>;
  /** Turns a refusal into the aggregate's own error (its message key and status); default: the refusal itself. */
  refuse?: (refusal: LifecycleError) => Error;
}

/** A checked step: apply it with `applyTransition` when `changes`, else write under the version read. */
export interface Step<S extends string, A extends string> {
  action: A;
  from: S;
  to: S;
  /** Whether the status moves (and a history entry is due). */
  changes: boolean;
}

/** What the current record and actor are, for a check. */
export interface StepContext<Subject> {
  /** The stored status (any text: one the life cycle does not know allows nothing). */
  from: string;
  actor: Actor;
  subject: Subject;
}

export interface Lifecycle<S extends string, A extends string, Subject>
  extends Required<Omit<LifecycleDefinition<S, A, Subject>, 'refuse'>> {
  /** The states an action is allowed from. */
  allowedFrom(action: A): S[];
  /** Checks an action (state, then actor, then guard) and returns its step; throws the refusal. */
  step(action: A, context: StepContext<Subject>): Step<S, A>;
  /** Checks the move to a state, by whichever action leads there from the current one. */
  stepTo(to: S, context: StepContext<Subject>): Step<S, A>;
  /** Whether the action would pass `step` (for `can_*` flags of records). */
  can(action: A, context: StepContext<Subject>): boolean;
  /** The actions the actor may take now, in definition order. */
  actions(context: StepContext<Subject>): A[];
}

/** Who a party is, in words (tables and refusals). */
export function partyText(party: Party): string {
  return party.kind === 'staff' ? `staff with ${party.ability}` : `the ${party.kind}`;
}

function allows(party: Party, actor: Actor): boolean {
  if (party.kind !== actor.kind) return false;
  return (
    party.kind !== 'staff' ||
    (actor.kind === 'staff' && (actor.abilities.includes(party.ability) || actor.abilities.includes('*')))
  );
}

function isStep<S extends string, A extends string>(
  result: Step<S, A> | LifecycleError,
): result is Step<S, A> {
  return !(result instanceof Error);
}

function assertWellFormed<S extends string, A extends string, Subject>(
  definition: LifecycleDefinition<S, A, Subject>,
): void {
  const known = new Set<string>(definition.states);
  const problems: string[] = [];
  if (!known.has(definition.initial)) problems.push(`initial state "${definition.initial}" is not a state`);
  const seen = new Set<string>();
  for (const row of definition.transitions) {
    for (const state of [...row.from, ...(row.to ? [row.to] : [])])
      if (!known.has(state)) problems.push(`"${row.action}" names unknown state "${state}"`);
    for (const from of row.from) {
      if (seen.has(`${row.action}|${from}`)) problems.push(`"${row.action}" is defined twice from "${from}"`);
      seen.add(`${row.action}|${from}`);
    }
    if (row.by.length === 0) problems.push(`"${row.action}" names no party (use bySystem)`);
  }
  if (problems.length > 0) throw new Error(`Life cycle of ${definition.name}: ${problems.join('; ')}.`);
}

/**
 * Builds a life cycle from its table, checking the table once (unknown states, an action defined
 * twice from one state). The checks it offers are pure; `applyTransition` writes the change.
 */
export function defineLifecycle<const S extends string, const A extends string, Subject = unknown>(
  definition: LifecycleDefinition<S, A, Subject>,
): Lifecycle<S, A, Subject> {
  assertWellFormed(definition);
  const { name, states, initial, transitions } = definition;
  const refuse = definition.refuse ?? ((refusal: LifecycleError) => refusal);
  const allowedFrom = (action: A) =>
    transitions.filter((row) => row.action === action).flatMap((row) => row.from);

  /** The first of the candidate rows the context passes, or the first refusal (not thrown: `can` stays cheap). */
  function check(
    rows: Array<Transition<S, A, Subject>>,
    illegal: () => IllegalTransitionError,
    { from, actor, subject }: StepContext<Subject>,
  ): Step<S, A> | LifecycleError {
    const results = rows.map((row): Step<S, A> | LifecycleError => {
      if (actor.kind !== 'system' && !row.by.some((party) => allows(party, actor)))
        return new TransitionForbiddenError(name, from, row.action, row.by.map(partyText));
      if (row.guard && !row.guard.holds(subject))
        return new TransitionGuardError(name, from, row.action, row.guard.rule);
      const to = row.to ?? (from as S);
      return { action: row.action, from: from as S, to, changes: to !== from };
    });
    return results.find(isStep) ?? results[0] ?? illegal();
  }

  const leavesFrom = (row: Transition<S, A, Subject>, from: string) =>
    (row.from as readonly string[]).includes(from);

  const checkAction = (action: A, context: StepContext<Subject>) =>
    check(
      transitions.filter((row) => row.action === action && leavesFrom(row, context.from)),
      () => new IllegalTransitionError(name, { action, from: context.from }, allowedFrom(action)),
      context,
    );

  const checkTarget = (to: S, context: StepContext<Subject>) =>
    check(
      transitions.filter((row) => row.to === to && to !== context.from && leavesFrom(row, context.from)),
      () =>
        new IllegalTransitionError(
          name,
          { to, from: context.from },
          transitions
            .filter((row) => row.to === to)
            .flatMap((row) => row.from.filter((state) => state !== to)),
        ),
      context,
    );

  const settle = (result: Step<S, A> | LifecycleError): Step<S, A> => {
    if (isStep(result)) return result;
    throw refuse(result);
  };

  return {
    name,
    states,
    initial,
    transitions,
    allowedFrom,
    step: (action, context) => settle(checkAction(action, context)),
    stepTo: (to, context) => settle(checkTarget(to, context)),
    can: (action, context) => isStep(checkAction(action, context)),
    actions: (context) =>
      [...new Set(transitions.map((row) => row.action))].filter((action) =>
        isStep(checkAction(action, context)),
      ),
  };
}
