import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { handlerOf, resourceModules } from '../../functions/route-table';
import { loginClient } from '../../shared/domain/auth/login';
import { loginStaff } from '../../shared/domain/auth/staff-login';
import { mountOf, resourcePathOf } from '../../shared/http/route';
import { demoCredentials } from './demo-credentials';
import { lambdaContext } from './proxy-event';

/** The sign-in limits' source of replays: this machine, not a caller. */
const LOCAL_SOURCE = 'local#replay';

async function demoToken(kind: 'client' | 'staff'): Promise<string> {
  const demo = demoCredentials();
  const login =
    kind === 'client'
      ? loginClient({ field: 'email_or_phone', value: demo.clientEmail }, demo.password, LOCAL_SOURCE)
      : loginStaff(demo.staffEmail, demo.password, LOCAL_SOURCE);
  return (await login).token;
}

/**
 * Runs a stored API Gateway proxy event (JSON text) through the Lambda handler of its route.
 * `{{client_token}}` and `{{staff_token}}` become fresh bearer tokens of the demo users,
 * `{{new_staff_token}}` that of a new staff account (what delete-account deletes).
 */
export async function replayEvent(text: string): Promise<APIGatewayProxyResult> {
  let filled = text;
  for (const kind of ['client', 'staff'] as const) {
    if (filled.includes(`{{${kind}_token}}`))
      filled = filled.replaceAll(`{{${kind}_token}}`, await demoToken(kind));
  }
  if (filled.includes('{{new_staff_token}}')) {
    const { newSignedInStaffAccount } = await import('./staff-accounts');
    filled = filled.replaceAll('{{new_staff_token}}', (await newSignedInStaffAccount()).token);
  }
  const event = JSON.parse(filled) as APIGatewayProxyEvent;
  // The longest mount first, as API Gateway picks the longest base path (`system-user/sales-support/
  // sales` before `system-user/sales-support` and `system-user`).
  const byMount = [...resourceModules].sort((a, b) => mountOf(b).length - mountOf(a).length);
  const module = byMount.find(
    (candidate) =>
      // `${path}/`: an area's root route (`/sales-support`) is a path without a trailing slash.
      `${event.path}/`.startsWith(`/api/v1/${mountOf(candidate)}/`) &&
      candidate.routes.some(
        (route) => resourcePathOf(candidate, route) === event.resource && route.method === event.httpMethod,
      ),
  );
  if (!module) throw new Error(`no route for ${event.httpMethod} ${event.resource} (path ${event.path})`);
  // Outside `npm start` (a replay in its own process) nothing renders prints yet: this process does.
  if (module.grants.prints) await (await import('./local-prints')).renderPrintsLocally();
  return handlerOf(module)(event, lambdaContext(`${module.surface}-${module.resource}`));
}
