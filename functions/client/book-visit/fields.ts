import * as z from 'zod/mini';

export const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z?$/;

/** `YYYY-MM-DD HH:MM` (or ISO 8601 with a trailing Z), read as UTC. */
export const dateTimeText = () =>
  z.pipe(
    z.string(),
    z.transform((value, context) => {
      const match = DATE_TIME.exec(value.trim());
      const date = match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}Z`) : undefined;
      if (!date || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(match?.[1] ?? '-')) {
        context.issues.push({
          code: 'custom',
          message: 'validation.date_format',
          input: value,
          params: { format: 'Y-m-d H:i' },
        });
        return z.NEVER;
      }
      return date;
    }),
  );
