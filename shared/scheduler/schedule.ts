/**
 * When a job is due: a cron in Asia/Riyadh (`minute hour day-of-month month day-of-week`, each `*`,
 * a number, a list `1,15`, a range `1-5` or a step `*\/15`; day-of-week 0-6 from Sunday) or a
 * rate in minutes (due at every multiple of it since the epoch, in UTC).
 */
export type JobSchedule = { cron: string } | { rateMinutes: number };

/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const FIELD_RANGES: ReadonlyArray<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];

/** The values one cron field allows. */
function fieldValues(field: string, [low, high]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [from, to] =
      range === '*'
        ? [low, high]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText === undefined ? Number(range) : high];
    if (
      ![from, to, step].every(Number.isInteger) ||
      step < 1 ||
      (from as number) < low ||
      (to as number) > high
    )
      throw new Error(`invalid cron field "${field}"`);
    for (let value = from as number; value <= (to as number); value += step) values.add(value);
  }
  return values;
}

/** A parsed cron: whether a Riyadh wall-clock minute matches it. */
function cronMatcher(cron: string): (riyadh: Date) => boolean {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`a cron has 5 fields: "${cron}"`);
  const [minutes, hours, days, months, weekdays] = fields.map((field, index) =>
    fieldValues(field, FIELD_RANGES[index] as [number, number]),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  const anyDay = fields[2] === '*';
  const anyWeekday = fields[4] === '*';
  return (riyadh) => {
    const dayMatches = days.has(riyadh.getUTCDate());
    const weekdayMatches = weekdays.has(riyadh.getUTCDay());
    // As cron: when both day fields are restricted, either one matching is enough.
    const day = anyDay || anyWeekday ? dayMatches && weekdayMatches : dayMatches || weekdayMatches;
    return (
      minutes.has(riyadh.getUTCMinutes()) &&
      hours.has(riyadh.getUTCHours()) &&
      months.has(riyadh.getUTCMonth() + 1) &&
      day
    );
  };
}

/** Due times of a schedule after `after` and up to `until` (inclusive), oldest first, on whole minutes. */
export function dueTimes(schedule: JobSchedule, after: Date, until: Date): Date[] {
  const due: Date[] = [];
  if ('rateMinutes' in schedule) {
    const period = schedule.rateMinutes * MINUTE_MS;
    for (
      let time = (Math.floor(after.getTime() / period) + 1) * period;
      time <= until.getTime();
      time += period
    )
      due.push(new Date(time));
    return due;
  }
  const matches = cronMatcher(schedule.cron);
  for (
    let time = (Math.floor(after.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
    time <= until.getTime();
    time += MINUTE_MS
  ) {
    if (matches(new Date(time + RIYADH_OFFSET_MS))) due.push(new Date(time));
  }
  return due;
}

/**
 * The EventBridge Scheduler expression of a schedule (with the time zone Asia/Riyadh for a cron):
 * `cron(minutes hours day-of-month month day-of-week year)`, where one day field must be `?` and
 * days of the week count 1-7 from Sunday; `rate(n minutes)`.
 */
export function schedulerExpression(schedule: JobSchedule): string {
  if ('rateMinutes' in schedule)
    return `rate(${schedule.rateMinutes} ${schedule.rateMinutes === 1 ? 'minute' : 'minutes'})`;
  const [minutes, hours, days, months, weekdays] = schedule.cron.trim().split(/\s+/) as [
    string,
    string,
    string,
    string,
    string,
  ];
  cronMatcher(schedule.cron);
  const weekdaysAws = weekdays === '*' ? '?' : weekdays.replace(/\d+/g, (day) => String(Number(day) + 1));
  const daysAws = weekdays === '*' ? days : days === '*' ? '?' : days;
  if (daysAws !== '?' && weekdaysAws !== '?')
    throw new Error(`EventBridge cannot restrict both day fields: "${schedule.cron}"`);
  return `cron(${minutes} ${hours} ${daysAws} ${months} ${weekdaysAws} *)`;
}
