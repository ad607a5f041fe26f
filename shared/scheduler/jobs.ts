import type { JobSchedule } from './schedule';

/** A named piece of time-driven work: when it is due, and what it does for one due time. */
export interface ScheduledJob {
  /** Unique, kebab-case: the schedule's name in AWS and the key of its run markers. */
  name: string;
  schedule: JobSchedule;
  /** Does the work as of `now` (the due time, so a late or repeated run acts as at that time). */
  run: (now: Date) => Promise<void>;
}

/**
 * Every job the scheduler runs, in AWS (one EventBridge schedule each) and in `npm start`. A job is
 * one line here: the approval reminder, escalation and daily digest join as the engine exports them.
 */
export const scheduledJobs: readonly ScheduledJob[] = [];
