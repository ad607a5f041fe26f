/**
 * Structured JSON logs, one line per event, with the keys of the current invocation (request id,
 * route) on every line. A few lines of our own instead of Powertools Logger: it cost ~4 ms of every
 * cold start. Level from LOG_LEVEL (DEBUG, INFO, WARN, ERROR, SILENT; default INFO).
 */
const levels = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof levels, 'SILENT'>;

const threshold = () =>
  levels[(process.env.LOG_LEVEL?.toUpperCase() as keyof typeof levels) ?? 'INFO'] ?? levels.INFO;

let invocationKeys: Record<string, unknown> = {};

function errorFields(value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}, always = false) {
  if (!always && levels[level] < threshold()) return;
  const entry: Record<string, unknown> = {
    level,
    message,
    timestamp: new Date().toISOString(),
    service: 'real-estate-api',
    ...invocationKeys,
  };
  for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value);
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}

export const logger = {
  /** Replaces the keys added to every line of the current invocation. */
  setInvocationKeys(keys: Record<string, unknown>) {
    invocationKeys = keys;
  },
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
  /**
   * An INFO line that carries embedded metrics: data, not a diagnostic, so in Lambda no LOG_LEVEL
   * drops it (the alarms read it); elsewhere (npm start, tests) there is no CloudWatch and the level rules.
   */
  metrics: (message: string, fields: Record<string, unknown>) =>
    write('INFO', message, fields, Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME)),
};
