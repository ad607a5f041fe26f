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
