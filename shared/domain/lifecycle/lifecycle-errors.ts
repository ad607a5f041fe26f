/**
 * What a lifecycle throws when it refuses an action. They carry no HTTP status: an aggregate maps
 * them to its own answers through its definition's `refuse`, the HTTP layer maps what is left.
 */
export abstract class LifecycleError extends Error {
  /** The record kind, e.g. "maintenance request". */
  readonly lifecycle: string;
  readonly from: string;

  constructor(lifecycle: string, from: string, message: string) {
    super(message);
    this.lifecycle = lifecycle;
    this.from = from;
    this.name = new.target.name;
  }
}

/**
 * The record's state does not allow the action (or has no way to the asked state): names the
 * states that do.
 */
export class IllegalTransitionError extends LifecycleError {
  /** The action asked for; undefined when a target state was asked for instead. */
  readonly action: string | undefined;
  /** The state asked for; undefined when an action was asked for. */
  readonly to: string | undefined;
  /** The states the action (or the move to `to`) is allowed from; empty when none. */
  readonly allowedFrom: readonly string[];

  constructor(
    lifecycle: string,
    asked: { action: string; from: string } | { to: string; from: string },
    allowedFrom: readonly string[],
  ) {
    const what = 'action' in asked ? `"${asked.action}"` : `going to "${asked.to}"`;
    const where = allowedFrom.length > 0 ? allowedFrom.map((state) => `"${state}"`).join(', ') : 'no state';
    super(
      lifecycle,
      asked.from,
      `A ${lifecycle} that is "${asked.from}" does not allow ${what}; it is allowed from ${where}.`,
    );
    this.action = 'action' in asked ? asked.action : undefined;
    this.to = 'to' in asked ? asked.to : undefined;
    this.allowedFrom = allowedFrom;
  }
}

/** The actor is not one of those who may take the action (a client on a staff step, a missing ability). */
export class TransitionForbiddenError extends LifecycleError {
  readonly action: string;
  /** Who may, in words: "staff with crm.maintenance-requests.manage". */
  readonly allowed: readonly string[];

  constructor(lifecycle: string, from: string, action: string, allowed: readonly string[]) {
    super(
      lifecycle,
      from,
      `Only ${allowed.join(' or ') || 'the system'} may "${action}" a ${lifecycle} that is "${from}".`,
    );
    this.action = action;
    this.allowed = allowed;
  }
}

/** The state allows the action but the record fails the transition's guard. */
export class TransitionGuardError extends LifecycleError {
  readonly action: string;
  /** The guard's rule in words, e.g. "not rated yet". */
  readonly rule: string;

  constructor(lifecycle: string, from: string, action: string, rule: string) {
    super(lifecycle, from, `A ${lifecycle} may "${action}" only when ${rule}.`);
    this.action = action;
    this.rule = rule;
  }
}

/** The action a refusal names (or, for a move asked by its target state, that state). */
export function actionOf(refusal: LifecycleError): string {
  if (refusal instanceof IllegalTransitionError) return refusal.action ?? String(refusal.to);
  return refusal instanceof TransitionForbiddenError || refusal instanceof TransitionGuardError
    ? refusal.action
    : refusal.from;
}
