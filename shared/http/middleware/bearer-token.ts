import { verifyAccessToken } from '../../auth/access-tokens';
import { resolveCaller } from '../../domain/callers/resolve-caller';
import { ForbiddenError, UnauthenticatedError } from '../../errors';
import { type ApiMiddleware, stateOf } from './state';

/**
 * On routes for clients or staff, requires `Authorization: Bearer <token>` of the right owner kind
 * (a client token never opens a staff route, nor the reverse), and for staff the route's ability.
 * Resolves the caller with one read of the owner's record, which the handler and the domain take
 * from the request and never read again. A token whose owner was deleted or deactivated is refused
 * like an unknown one (401).
 */
export function bearerTokenCheck(): ApiMiddleware {
  return {
    before: async function checkBearerToken(request) {
      const state = stateOf(request.event);
      const access = state.route.access;
      if (access.kind === 'keys') return;
      const header = request.event.headers?.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
      const token = match ? await verifyAccessToken(match[1] as string) : undefined;
      if (!token) throw new UnauthenticatedError();
      const expectedOwner = access.kind === 'client' ? 'client' : 'user';
      if (token.ownerType !== expectedOwner) throw new UnauthenticatedError();
      const caller = await resolveCaller(token);
      if (!caller) throw new UnauthenticatedError();
      if (
        access.kind === 'staff' &&
        access.ability &&
        !token.abilities.some((a) => a === access.ability || a === '*')
      ) {
        throw new ForbiddenError();
      }
      state.caller = caller;
    },
  };
}
