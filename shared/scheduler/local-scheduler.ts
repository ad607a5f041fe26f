import type { Clock } from './clock';
import type { ScheduledJob } from './jobs';
import { runJobOnce } from './run-job';
import { dueTimes } from './schedule';

export interface LocalScheduler {
  /** Runs every job due since the last tick up to the clock's now, oldest due time first; answers the runs made. */
  tick(): Promise<Array<{ job: string; dueAt: string }>>;
  stop(): void;
}

/**
 * The local stand-in for EventBridge Scheduler: on each tick, every due time the clock passed since
 * the last one is run through `runJobOnce`, the same code the AWS function calls, so a due time
 * runs once even beside another runner on the same table. Due times before the scheduler started
 * are not caught up. With `intervalMs`, ticks run by themselves (npm start); tests call `tick`.
 */
export function startLocalScheduler(options: {
  jobs: readonly ScheduledJob[];
  clock: Clock;
  intervalMs?: number;
  print?: (line: string) => void;
  /** Runs a job as the scheduler's function would (the local stack's function scope); default: as is. */
  runAs?: <T>(work: () => Promise<T>) => Promise<T>;
}): LocalScheduler {
  const runAs = options.runAs ?? ((work) => work());
  let since = options.clock.now();
  let running: Promise<Array<{ job: string; dueAt: string }>> = Promise.resolve([]);
  const tickOnce = async () => {
    const until = options.clock.now();
    const due = options.jobs
      .flatMap((job) => dueTimes(job.schedule, since, until).map((dueAt) => ({ job, dueAt })))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    since = until;
    const ran: Array<{ job: string; dueAt: string }> = [];
    for (const { job, dueAt } of due) {
      try {
        if (await runAs(() => runJobOnce(job, dueAt))) {
          ran.push({ job: job.name, dueAt: dueAt.toISOString() });
          options.print?.(`[scheduler] ${job.name} ran for ${dueAt.toISOString()}`);
        }
      } catch (error) {
        options.print?.(
          `[scheduler] ${job.name} failed for ${dueAt.toISOString()}: ${(error as Error).message}`,
        );
      }
    }
    return ran;
  };
  // Ticks never overlap: each waits for the one before it.
  const tick = () => {
    running = running.then(tickOnce, tickOnce);
    return running;
  };
  const timer = options.intervalMs ? setInterval(() => void tick(), options.intervalMs) : undefined;
  timer?.unref();
  return { tick, stop: () => clearInterval(timer) };
}
