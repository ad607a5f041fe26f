import type { FirstDeployInput, FirstDeployRun, FirstDeployStep, StepResult } from './step';
import { firstDeploySteps } from './steps';

/** A step's name and what it did. */
export type StepReport = StepResult & { step: string };

/**
 * Runs each step in order on the table TABLE_NAME names, printing `[first-deploy] <step>: <what it
 * did>` and the secret lines a step prints once. Stops at the first step that fails or refuses.
 */
export async function runFirstDeploy(
  input: FirstDeployInput,
  print: (line: string) => void,
  steps: readonly FirstDeployStep[] = firstDeploySteps,
): Promise<StepReport[]> {
  const run: FirstDeployRun = { input, printOnce: (line) => print(`[first-deploy] ${line}`) };
  const reports: StepReport[] = [];
  for (const step of steps) {
    const result = await step.run(run);
    print(`[first-deploy] ${step.name}: ${result.summary}`);
    reports.push({ step: step.name, ...result });
  }
  const written = reports.reduce((sum, report) => sum + report.written, 0);
  print(
    written === 0
      ? '[first-deploy] done: nothing written, the stage was set up before'
      : `[first-deploy] done: ${written} records written`,
  );
  return reports;
}
