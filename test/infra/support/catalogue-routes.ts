import type { HttpMethod } from '../../../shared/http/route';

/*
 * How a catalogue operation's name becomes a plausible route: its method from its verb, on the
 * collection or on one record (`/{id}`), the record's object as a sub-resource, so paths are as
 * deep as the catalogue's deepest (`/sales-support/saleable-details/{id}/booking/make-booking`).
 */

const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** `SalesSupportSaleableDetail` and `sale print follow-form` in kebab case. */
export const kebab = (text: string): string => words(text).join('-');

/** A resource's plural, as REST paths name collections (`saleable-details`, `countries`). */
export function plural(slug: string): string {
  if (slug === '' || /(s|h|o|info)$/.test(slug)) return slug;
  return slug.endsWith('y') ? `${slug.slice(0, -1)}ies` : `${slug}s`;
}

function methodOf(action: string): HttpMethod {
  if (/\bdelete\b/.test(action)) return 'DELETE';
  const writes =
    /\b(store|update|create|add|approve|reject|rejected|accept|refuse|make|pay|cancel|send|mark|set|upload|login|logout|switch|repay|disburse|match|restore|reschedule|force|change|init|check in|check out|new|start|close|edit|token)\b/;
  return writes.test(action) && !/\b(get|data|filters?)\b/.test(action) ? 'POST' : 'GET';
}

/** An action on one record (`/{id}/...`) rather than on the collection. */
const ofRecord = (action: string, method: HttpMethod) =>
  /\b(show|update|delete|edit|approve|reject|disburse|repay|cancel|change|restore|send|pay)\b/.test(action) ||
  (method !== 'GET' && !/\b(store|create|add|new|search|login|logout|mark all|switch)\b/.test(action));

const verbs = new Set(
  'make get cancel send update add set change force print delete restore is allow edit show create store to for of the by and with main data'.split(
    ' ',
  ),
);

/** The path of one action of a module at `base`, as deep as the catalogue's deepest. */
function pathOf(base: string, action: string, method: HttpMethod): string {
  const slug = kebab(action);
  if (['index', 'store', ''].includes(slug) || base.endsWith(`/${plural(slug)}`)) return base;
  if (slug === 'show' || slug === 'delete') return `${base}/{id}`;
  if (slug === 'update') return `${base}/{id}/update`;
  if (!ofRecord(action, method)) return `${base}/${slug}`;
  // `make-booking` of one record is `/{id}/booking/make-booking`: its object, then the action.
  const object = words(action).find((word) => !verbs.has(word) && word !== slug);
  return object ? `${base}/{id}/${object}/${slug}` : `${base}/{id}/${slug}`;
}

/** A projected route before it gets an operationId. */
export interface DraftRoute {
  summary: string;
  method: HttpMethod;
  path: string;
}

/** The route of a catalogue operation named `action`, in a module whose paths start at `base`. */
export const routeOf = (summary: string, base: string, action: string): DraftRoute => {
  const method = methodOf(action.toLowerCase());
  return { summary, method, path: pathOf(base, action, method) };
};
