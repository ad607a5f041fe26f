import { ConflictError } from '../errors';

/**
 * Runs a read-modify-write again when it loses an optimistic-lock race, up to `attempts` times.
 * For writes whose caller sent no `version`: they asked for last-writer-wins, not for a 409.
 */
export async function retryLostRace<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ConflictError) || error.messageKey !== 'errors.conflict' || attempt >= attempts)
        throw error;
    }
  }
}

/**
 * Whether a write lost a race to another (a number's counter taken, a version read moved, a guard's
 * condition refused): nothing was written, so it is taken again on fresh reads, which answer on the
 * state that won.
 */
export const lostRace = (error: unknown): boolean =>
  (error instanceof ConflictError && error.messageKey === 'errors.conflict') ||
  (error instanceof Error && (error.name === 'GuardFailed' || error.name === 'TransactionCanceledException'));

/**
 * Runs a guarded write again on fresh reads while it loses a race, backing off a little longer each
 * time, up to `attempts` times: parallel writers on one guard each get the answer of the state that
 * won (the 20-request race tests), never a bare conflict.
 */
export async function retryRaces<T>(write: () => Promise<T>, attempts = 80): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!lostRace(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 8)));
    }
  }
}
