/**
 * One working request for an operation, on the demo data of `npm start`: the OpenAPI request
 * example, the Postman collection's request, the call that captures the response example and the
 * event `npm run invoke -- <operationId>` replays. Files are paths relative to the project root.
 */
export interface RequestExample {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, string>;
  files?: Record<string, string[]>;
  /** Operations whose examples must run first besides the `{created:...}` ones, e.g. the send-otp of a verify. */
  after?: string[];
  /** Signed in as a new staff account of its own (`POST /local/staff-accounts`), not the demo one: delete-account. */
  newStaffAccount?: true;
  /**
   * A record of its own made first by the local stack's `POST {base_url}/local/<localFixture>` (a
   * contracted sale, a deletable sale, a deleted payment): one of the `fixtures` a module's
   * examples.ts declares. Its `data.id` fills the `{fixture}` values and its `data.<name>` the
   * `{fixture:<name>}` ones. The Postman run makes it in the request's pre-request script (`postman`).
   */
  localFixture?: string;
  /** What the Postman collection makes afresh for this request on every run (see `PostmanRun`). */
  postman?: PostmanRun;
  /**
   * Sent as a JSON body (the body's fields, markers filled), not a form: what a webhook's caller
   * sends, and what a signature over the raw body needs.
   */
  json?: true;
  /**
   * Headers of the request; `{gateway-timestamp}` and `{gateway-signature}` are filled at send time
   * by each runner, signed with the local demo gateway secret over the exact raw body it sends.
   */
  headers?: Record<string, string>;
}

/**
 * What the Postman collection makes afresh before a request that uses something up, so the collection
 * runs again and again on the same stack (a request is rated once, a slot is taken once, a number
 * gets one code a minute): the pre-request script's lines (infra/openapi/postman-scripts.ts builds
 * the usual ones), and the `{{variables}}` it sets in place of the example's path and body values.
 */
export interface PostmanRun {
  prerequest?: string[];
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, string>;
}

/**
 * A module's request examples (its folder's `examples.ts`), by operationId: one for each of its
 * operations. Not imported by any operation file, so never bundled into a Lambda.
 */
export type ModuleExamples = Readonly<Record<string, RequestExample>>;

/**
 * Records of their own that a module's examples make before their request (`localFixture`), by
 * name: `export const fixtures` of its examples.ts, served as `POST {base_url}/local/<name>` by the
 * local stack (capture, Postman) and called in process by the event replays. Each answers the new
 * record's ids (and a payment link's token) as JSON fields; import the seed code inside the function, so reading
 * the examples (the document, the tests) does not load it.
 */
export type LocalFixtures = Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>>;

/** A path or body value `{created:<operationId>}` is the id (or upload id) that operation created earlier in the same run. */
export const createdBy = (value: string) => /^\{created:(\w+)\}$/.exec(value)?.[1];

/** A path or body value that is the id of the example's `localFixture`. */
export const FIXTURE = '{fixture}';

/** The field of the example's `localFixture` a value names: `id` for `{fixture}`, `name` for `{fixture:name}`. */
/** A `{fixture:<name>}` inside a longer value (a list sent as JSON text), each one. */
export const EMBEDDED_FIXTURE = /\{fixture:(\w+)\}/g;

export const fixtureField = (value: string): string | undefined =>
  value === FIXTURE ? 'id' : /^\{fixture:(\w+)\}$/.exec(value)?.[1];

/** Where a run keeps a fixture's fields among the ids it created. */
export const fixtureSlot = (field: string) => `fixture:${field}`;

/** Written in example values that must differ on every run (a folder name or an e-mail can be used once). */
export const UNIQUE = '{unique}';

/**
 * The bytes the example runner PUTs to a presigned upload URL an example receives (`upload_id` +
 * `url` in a 201), before later examples complete that upload as `{created:<operationId>}`.
 */
export const UPLOAD_EXAMPLE_CONTENT = 'Signed lease, page 1 of 1.';

/** A body value that is the code last texted to the example's `phone` (read from the local outbox). */
export const OTP = '{otp}';

/** Eight digits that differ from one run to the next, for the `{unique}` marker. */
export const uniqueDigits = () => String(Date.now()).slice(-8);

/** A header value: the Unix seconds the runner signs at (the webhook's `X-Gateway-Timestamp`). */
export const GATEWAY_TIMESTAMP = '{gateway-timestamp}';

/** A header value: hex HMAC-SHA256 of `<timestamp>.<raw body>` with the local demo gateway secret. */
export const GATEWAY_SIGNATURE = '{gateway-signature}';
