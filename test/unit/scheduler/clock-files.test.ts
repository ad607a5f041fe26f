import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every test file under `dir`, as a path from the repository root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The functions the scheduled jobs run (imported by shared/scheduler/jobs.ts from the domain). */
function jobFunctions(): string[] {
  const source = readFileSync('shared/scheduler/jobs.ts', 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/domain\/[^']+'/g)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** What a file that runs time-driven jobs uses: the scheduler, its clock, a job's function, or the local route. */
function runsJobs(source: string, functions: string[]): boolean {
  const markers = ['startLocalScheduler', 'scheduledJobs', 'manualClock', '/local/jobs/', ...functions];
  return markers.some((marker) => source.includes(marker));
}

// A file on data of its own (own-table.ts, own-data.ts, own-stack.ts) runs its jobs where no other
// file looks; the fault and CDK tests have a DynamoDB Local of their own or none; unit tests no table.
const ownData = /\b(ownTable|ownDemoData|useOwnStack)\(/;
const separate = ['test/unit/', 'test/integration/faults/', 'test/infra/'];

describe('files that run jobs on the shared table (vitest.config.ts "clock")', () => {
  it('finds the functions the jobs run', () => {
    expect(jobFunctions()).toEqual(expect.arrayContaining(['expireDueBookings', 'sendVisitReminders']));
  });

  it('are named *.clock.test.ts, so they run after the others, one at a time', () => {
    const functions = jobFunctions();
    const misplaced = testFiles('test').filter((path) => {
      if (path.endsWith('.clock.test.ts') || separate.some((dir) => path.startsWith(dir))) return false;
      const source = readFileSync(path, 'utf8');
      return runsJobs(source, functions) && !ownData.test(source);
    });
    expect(misplaced, 'rename these to *.clock.test.ts (docs/development.md "Tests")').toEqual([]);
  });
});
