import {
  escalateOverdueAcceptances,
  sendAcceptanceReminders,
  writeDailyDigest,
} from '../domain/acceptances/jobs';
import { markDailyAbsences, markMissingCheckOuts } from '../domain/attendance/attendance-jobs';
import { notifyDueFollowUps } from '../domain/attention-requests/follow-up-alerts';
import { expireDueBookings, remindExpiringBookings } from '../domain/bookings/booking-jobs';
import { expireEndedDiscounts } from '../domain/discounts/expire-discounts';
import { accrueAnnualLeave } from '../domain/leave-requests/leave-accrual';
import { expireLapsedLinks } from '../domain/sale-operations/expire-links';
import { dispatchScheduledReports } from '../domain/schedule-reports/run-reports';
import { sendVisitReminders } from '../domain/visits/visit-reminders';
import type { JobSchedule } from './schedule';

/** A named piece of time-driven work: when it is due, and what it does for one due time. */
export interface ScheduledJob {
  /** Unique, kebab-case: the schedule's name in AWS and the key of its run markers. */
  name: string;
  schedule: JobSchedule;
  /** Does the work as of `now` (the due time, so a late or repeated run acts as at that time). */
  run: (now: Date) => Promise<void>;
}

/** Every job the scheduler runs, in AWS (one EventBridge schedule each) and in `npm start`. */
export const scheduledJobs: readonly ScheduledJob[] = [
  // Reviewers reminded once a policy's reminder hours pass, then escalated past its deadline: hourly.
  {
    name: 'acceptance-reminders',
    schedule: { rateMinutes: 60 },
    run: async (now) => void (await sendAcceptanceReminders(now)),
  },
  {
    name: 'acceptance-escalations',
    schedule: { rateMinutes: 60 },
    run: async (now) => void (await escalateOverdueAcceptances(now)),
  },
  // Leads whose follow-up came due: the assignee told, their manager a day later. Every 15 minutes.
  {
    name: 'lead-follow-ups-due',
    schedule: { rateMinutes: 15 },
    run: async (now) => void (await notifyDueFollowUps(now)),
  },
  // The daily digest at 08:00 Asia/Riyadh.
  {
    name: 'acceptance-daily-digest',
    schedule: { cron: '0 8 * * *' },
    run: async (now) => void (await writeDailyDigest(now)),
  },
  // Annual leave's monthly share credited on the 1st at 00:30 Asia/Riyadh (once per employee and month).
  {
    name: 'leave-accrual',
    schedule: { cron: '30 0 1 * *' },
    run: async (now) => void (await accrueAnnualLeave(now)),
  },
  // Active discounts whose end day has passed expire just after midnight Asia/Riyadh.
  {
    name: 'discount-expiry',
    schedule: { cron: '5 0 * * *' },
    run: async (now) => void (await expireEndedDiscounts(now)),
  },
  // Visit reminders 24 h and 2 h before: every quarter hour, so one comes at most 15 minutes late.
  {
    name: 'visit-reminders',
    schedule: { rateMinutes: 15 },
    run: async (now) => void (await sendVisitReminders(now)),
  },
  // Holds past their time released (the waiting one promoted), and their agents reminded 6 hours
  // before: every 5 minutes, so a hold outlives its time by at most that.
  {
    name: 'booking-expiry',
    schedule: { rateMinutes: 5 },
    run: async (now) => void (await expireDueBookings(now)),
  },
  {
    name: 'booking-reminders',
    schedule: { rateMinutes: 5 },
    run: async (now) => void (await remindExpiringBookings(now)),
  },
  // Online payment links past their 30 minutes, still pending: expired every 5 minutes, so the sale
  // tab shows a stale pending payment at most that long.
  {
    name: 'online-payment-expiry',
    schedule: { rateMinutes: 5 },
    run: async (now) => void (await expireLapsedLinks(now)),
  },
  // Open attendance past its shift's end + 6 h becomes a missing check-out: every 15 minutes.
  {
    name: 'attendance-missing-check-outs',
    schedule: { rateMinutes: 15 },
    run: async (now) => void (await markMissingCheckOuts(now)),
  },
  // The day before, for every active employee without a record: absent, weekend, holiday or on
  // leave, at 01:00 Asia/Riyadh.
  {
    name: 'attendance-daily-absences',
    schedule: { cron: '0 1 * * *' },
    run: async (now) => void (await markDailyAbsences(now)),
  },
  // Scheduled reports due by now: each run claimed per (schedule, due time), mailed, logged and
  // advanced; a failed one tried again at the next two ticks. Every 5 minutes, so a report comes at
  // most that late.
  {
    name: 'schedule-reports-dispatch',
    schedule: { rateMinutes: 5 },
    run: async (now) => void (await dispatchScheduledReports(now)),
  },
];
