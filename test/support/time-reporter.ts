import type { Reporter, TestModule } from 'vitest/node';

interface Tally {
  files: number;
  tests: number;
  /** Module loading, setup and tests of each file, summed: what the file held a worker for. */
  seconds: number;
}

/**
 * Prints, after every run, the worker-seconds each project took (a file's import, setup and tests)
 * and the run's wall time: the measure docs/performance.md compares between runs, since wall time on
 * a shared 2-core machine says more about the other work on it than about the suite.
 */
export default class TimeReporter implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tallies = new Map<string, Tally>();
    for (const module of modules) {
      const name = module.project.name || 'root';
      const tally = tallies.get(name) ?? { files: 0, tests: 0, seconds: 0 };
      const diagnostic = module.diagnostic();
      tally.files += 1;
      tally.tests += [...module.children.allTests()].length;
      tally.seconds +=
        (diagnostic.prepareDuration +
          diagnostic.environmentSetupDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration) /
        1000;
      tallies.set(name, tally);
    }
    const total = [...tallies.values()].reduce((sum, tally) => sum + tally.seconds, 0);
    const lines = [...tallies.entries()]
      .sort(([, a], [, b]) => b.seconds - a.seconds)
      .map(
        ([name, tally]) =>
          `  ${name.padEnd(10)} ${String(tally.files).padStart(4)} files ${String(tally.tests).padStart(5)} tests ${tally.seconds.toFixed(0).padStart(6)} worker-s`,
      );
    const wall = (performance.now() - this.started) / 1000;
    process.stdout.write(
      `\nvitest time: ${wall.toFixed(0)} s wall, ${total.toFixed(0)} worker-s\n${lines.join('\n')}\n`,
    );
  }
}
