/** Seed timestamps relative to today, so the demo data never goes stale (bookings stay active). */
const DAY_MS = 86_400_000;

/** The ISO timestamp `offsetDays` from today at `hour` UTC. */
export function daysFromNow(offsetDays: number, hour = 9): string {
  const date = new Date(Date.now() + offsetDays * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}
