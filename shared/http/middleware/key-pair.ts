import { findApiKey, keyHasScope, secretMatches } from '../../auth/api-keys';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import { requiredScope } from '../route';
import { type ApiMiddleware, stateOf } from './state';

/**
 * Checks the key pair: the `x-api-key` must be known (the gateway already enforced this; checked
 * again for direct invocations), the `x-secret-key` must match its stored hash (401 otherwise), and
 * the key's scopes must cover this surface or integration group (403 otherwise).
 */
export function keyPairCheck(): ApiMiddleware {
  return {
    before: async function checkKeyPair(request) {
      const state = stateOf(request.event);
      const headers = request.event.headers ?? {};
      const apiKey = request.event.requestContext?.identity?.apiKey ?? headers['x-api-key'];
      const record = apiKey ? await findApiKey(apiKey) : undefined;
      if (!record?.enabled) throw new ForbiddenError('errors.api_key_refused');
      const secret = headers['x-secret-key'];
      if (!secret || !secretMatches(record, secret)) throw new UnauthenticatedError();
      if (!keyHasScope(record, requiredScope(state.module))) throw new ForbiddenError();
      state.apiKey = { name: record.name, scopes: record.scopes, enabled: record.enabled };
    },
  };
}
