import type { PostmanRun } from './request-examples';

/**
 * Pieces of the Postman collection's pre-request scripts that the modules' examples.ts declare
 * (a request example's `postman`): the requests a script sends with the demo key pair, and what the
 * local stack makes afresh for a run. Each answers the script's lines as the collection writes them.
 */

/** The request headers of a script's `pm.sendRequest`, with the bearer token of `token` if given. */
export const scriptHeaders = (token?: 'client_token' | 'staff_token') =>
  `[{ key: 'x-api-key', value: pm.environment.get('api_key') }, { key: 'x-secret-key', value: pm.environment.get('secret_key') }, { key: 'Accept', value: 'application/json' }${token ? `, { key: 'Authorization', value: 'Bearer ' + pm.environment.get('${token}') }` : ''}]`;

/** A `pm.sendRequest` multipart body from field names and JavaScript expressions. */
export const scriptForm = (fields: Record<string, string>) =>
  `{ mode: 'formdata', formdata: [${Object.entries(fields)
    .map(([key, value]) => `{ key: '${key}', value: ${value} }`)
    .join(', ')}] }`;

/**
 * A record of its own the local stack makes for the run (`POST {base_url}/local/<fixture>`, the
 * fixtures the modules' examples.ts declare): each variable set to a field of its answer, then
 * `then` (more lines inside the callback).
 */
export function fromLocalFixture(
  fixture: string,
  variables: Record<string, string>,
  then: string[] = [],
): string[] {
  return [
    `pm.sendRequest({ url: pm.environment.get('base_url') + '/local/${fixture}', method: 'POST' }, (error, response) => {`,
    ...Object.entries(variables).map(
      ([variable, field]) => `  pm.environment.set('${variable}', response.json().data.${field});`,
    ),
    ...then,
    '});',
  ];
}

/** A pending approval the local stack makes for the run (an approval is decided once), as `{{variable}}`. */
export function freshApproval(variable: string): PostmanRun {
  return {
    path: { acceptance_id: `{{${variable}}}` },
    prerequest: [
      // Tried up to four times: a stack busy with other work may drop one; a last failure is named in the URL.
      "const make = (left) => pm.sendRequest({ url: pm.environment.get('base_url') + '/local/acceptances/discounts', method: 'POST' }, (error, response) => {",
      `  if (!error && response.code === 200) return pm.environment.set('${variable}', response.json().data.id);`,
      '  if (left > 0) return setTimeout(() => make(left - 1), 500);',
      `  pm.environment.set('${variable}', 'failed-' + encodeURIComponent(error ? String(error.code || error.message) : response.code + ' ' + response.text()));`,
      '});',
      'make(3);',
    ],
  };
}

/**
 * A unit held for init sale that the local stack makes for the run (a unit is sold once), and its
 * buyer's national id in `<variable>_national_id` (the sale's first-home certificate names the buyer).
 */
export function freshInitSaleHold(variable: string): PostmanRun {
  return {
    path: { unit_id: `{{${variable}}}` },
    prerequest: fromLocalFixture('init-sale/holds', {
      [variable]: 'unit_id',
      [`${variable}_national_id`]: 'national_id',
    }),
  };
}

/** Fresh booking fixtures the local stack makes for the run (a client holds one unit a project; a hold is sent once). */
export function freshBookingFixture(variables: {
  path: Record<string, string>;
  body?: Record<string, string>;
}): PostmanRun {
  const names = [...Object.values(variables.path), ...Object.values(variables.body ?? {})].map((value) =>
    value.replace(/[{}]/g, ''),
  );
  return {
    ...variables,
    prerequest: [
      "pm.sendRequest({ url: pm.environment.get('base_url') + '/local/bookings/fixtures', method: 'POST' }, (error, response) => {",
      '  const data = response.json().data;',
      ...names.map((name) => `  pm.environment.set('${name}', data.${name});`),
      '});',
    ],
  };
}
