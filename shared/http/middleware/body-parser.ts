import { ValidationError } from '../../errors';
import { defaultBodyLimits } from '../body-limits';
import { PayloadTooLargeError } from '../errors';
import { foldFormNotation } from '../form-fields';
import { type ApiMiddleware, stateOf } from './state';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
/** API Gateway's own cap; only a direct invocation can bring more. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Reads the body of operations that take one: multipart/form-data (files kept in the order sent),
 * url-encoded forms, or JSON (whose form-notation keys, `ids[0]`, fold into lists as a form's do).
 * An empty body reads as no fields, so required fields are reported.
 */
export function bodyParser(): ApiMiddleware {
  return {
    before: async function parseBody(request) {
      const state = stateOf(request.event);
      if (!state.operation.spec.body) return;
      const { body, isBase64Encoded } = request.event;
      const raw = Buffer.from(body ?? '', isBase64Encoded ? 'base64' : 'utf8');
      if (raw.length > MAX_BODY_BYTES) throw new PayloadTooLargeError();
      // A signed body is verified over the bytes received, before anything in it is read.
      const { rawBodyCheck } = state.operation.spec;
      if (rawBodyCheck) await rawBodyCheck(raw.toString('utf8'), request.event.headers ?? {});
      if (raw.length === 0) {
        state.body = {};
        return;
      }
      const contentType = request.event.headers?.['content-type'] ?? '';
      const media = (contentType.split(';')[0] ?? '').trim().toLowerCase();
      if (FORM_TYPES.includes(media)) {
        // The form parser (busboy) loads on the first form body: JSON-only and GET functions never pay for it.
        const { parseFormBody } = await import('../multipart');
        state.body = await parseFormBody(raw, contentType, state.operation.spec.limits ?? defaultBodyLimits);
      } else if (media === 'application/json' || media.endsWith('+json')) {
        state.body = foldFormNotation(parseJsonObject(raw.toString('utf8')));
      } else {
        throw ValidationError.forField('body', 'validation.body_content_type');
      }
    },
  };
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw ValidationError.forField('body', 'validation.body_malformed', { type: 'application/json' });
}
