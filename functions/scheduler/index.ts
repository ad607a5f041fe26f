import { scheduledJobs } from '../../shared/scheduler/jobs';
import { runJobOnce } from '../../shared/scheduler/run-job';

/** What each EventBridge schedule sends: its job and the time it was due (`<aws.scheduler.scheduled-time>`). */
interface ScheduledEvent {
  job: string;
  due_at: string;
}

/** Invoked by the EventBridge schedules (one per job): runs the job for that due time, once. */
export async function handler(event: ScheduledEvent): Promise<{ job: string; ran: boolean }> {
  const job = scheduledJobs.find((candidate) => candidate.name === event.job);
  const dueAt = new Date(event.due_at);
  if (!job || Number.isNaN(dueAt.getTime()))
    throw new Error(`unknown job or due time: ${JSON.stringify(event)}`);
  // Scheduled times carry seconds when a schedule starts mid-minute: a due time is its minute.
  dueAt.setUTCSeconds(0, 0);
  return { job: job.name, ran: await runJobOnce(job, dueAt) };
}
