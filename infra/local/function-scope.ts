import { AsyncLocalStorage } from 'node:async_hooks';
import {
  apiFunctionEnvironment,
  notifierEnvironment,
  placeholderResources,
  printRendererEnvironment,
  schedulerEnvironment,
} from '../../shared/http/function-environment';
import type { BucketGrants, Grants, Surface } from '../../shared/http/route';

/**
 * A function of the local stack as its CDK function is built: its name, the environment its
 * declaration gives it, and what its role may do with the table and the bucket.
 */
export interface LocalFunction {
  name: string;
  environment: Readonly<Record<string, string>>;
  /** The table actions its role is granted (`dynamodb:GetItem`, ...). */
  tableActions: readonly string[];
  /** The bucket's key prefixes it may read and write. */
  bucket?: BucketGrants;
}

/** A module granted everything: its function is given every variable an API function can get. */
export const everyGrant = {
  surface: 'system',
  grants: {
    table: 'readwrite',
    bucket: {},
    fieldEncryption: true,
    paymentGateway: true,
    paymentPage: true,
    prints: true,
  },
} as const satisfies { surface: Surface; grants: Grants };

/**
 * Every variable a function's declaration can set (shared/http/function-environment.ts), derived
 * from the declarations: inside a local function these read as its declaration gives them (absent
 * when not granted), whatever the process holds. Other variables (the region, the log level) are the
 * process's, as Lambda's runtime gives every function its region.
 */
const declaredVariables: ReadonlySet<string> = new Set([
  ...Object.keys(apiFunctionEnvironment(everyGrant, { ...placeholderResources, corsOrigins: ['-'] }, '-')),
  ...Object.keys(printRendererEnvironment(placeholderResources)),
  ...Object.keys(schedulerEnvironment(placeholderResources)),
  ...Object.keys(notifierEnvironment(placeholderResources, { mailFrom: '-', pushApplications: {} })),
]);

const current = new AsyncLocalStorage<LocalFunction>();
/** The process's own environment object, while the scopes are installed. */
let processEnv: NodeJS.ProcessEnv | undefined;
/** The S3 grants check's address (s3-grants.ts): a function reaches S3 at `<address>/~<name>`. */
let s3GrantsAddress: string | undefined;

/** Besides the declared variables, S3's address is the function's own (its grants are checked there). */
const scopedVariable = (name: string) => declaredVariables.has(name) || name === 'S3_ENDPOINT';

const variableOf = (fn: LocalFunction, name: string): string | undefined =>
  name === 'S3_ENDPOINT' && s3GrantsAddress
    ? `${s3GrantsAddress}/~${encodeURIComponent(fn.name)}`
    : fn.environment[name];

/**
 * Makes `process.env` answer per function: inside `runAsFunction`, each declared variable (the
 * table, the bucket, the secrets, the renderer, the settings) reads as that function's environment
 * gives it, and is absent when its declaration does not give it, as in its Lambda; outside one (the
 * seed, a test's own setup) the process's values stand. So a module that reaches the bucket, a
 * secret or the renderer without declaring it fails in `npm start` and the tests the way it fails in
 * AWS. With `s3Grants`, S3 requests go through the grants check as the function that signed them.
 * Answers how to undo it (a test that installs it in a worker other files run in).
 */
export function installFunctionScopes(options: { s3Grants?: string } = {}): () => void {
  s3GrantsAddress = options.s3Grants;
  const uninstall = () => {
    if (processEnv) process.env = processEnv;
    processEnv = undefined;
    s3GrantsAddress = undefined;
  };
  if (processEnv) return uninstall;
  processEnv = process.env;
  const scoped = (name: string | symbol): LocalFunction | undefined =>
    typeof name === 'string' && scopedVariable(name) ? current.getStore() : undefined;
  process.env = new Proxy(process.env, {
    // Writes go to the process (process.env takes only plain values, set on itself).
    set: (target, name, value) => Reflect.set(target, name, value),
    get: (target, name) => {
      const fn = scoped(name);
      return fn ? variableOf(fn, name as string) : Reflect.get(target, name);
    },
    has: (target, name) => {
      const fn = scoped(name);
      return fn ? variableOf(fn, name as string) !== undefined : Reflect.has(target, name);
    },
    getOwnPropertyDescriptor: (target, name) => {
      const fn = scoped(name);
      if (!fn) return Reflect.getOwnPropertyDescriptor(target, name);
      const value = variableOf(fn, name as string);
      return value === undefined
        ? undefined
        : { value, writable: true, enumerable: true, configurable: true };
    },
  });
  return uninstall;
}

const known = new Map<string, LocalFunction>();

/** Runs `work` as the local function `fn`, in this process. */
export function runAsFunction<T>(fn: LocalFunction, work: () => T): T {
  known.set(fn.name, fn);
  return current.run(fn, work);
}

/** A local function that has run, by name: whose grants a link it signed is checked against. */
export const functionNamed = (name: string): LocalFunction | undefined => known.get(name);

/** The local function whose code is running, if any. */
export const currentFunction = (): LocalFunction | undefined => current.getStore();
