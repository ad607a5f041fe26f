import { Aspects, Stage, type StageProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { type BuildOptions, buildStack } from '../build-stack';
import { assertNoProblems, problemsOf } from '../config/stage-problems';
import type { StageConfig } from '../config/stages';
import type { RealEstateStack } from '../stacks/real-estate-stack';

export interface RealEstateStageProps extends StageProps, Omit<BuildOptions, 'config'> {
  config: StageConfig;
}

/**
 * One environment (dev, staging, prod): the stack `RealEstateApi-<stage>` in the stage's account and
 * region, checked by cdk-nag (aspects do not cross a Stage's boundary, so the stage adds its own).
 * The plain app synthesizes one; the pipeline deploys staging and prod. A stage whose configuration
 * cannot deploy (a placeholder or missing field of staging or prod) is refused, naming every field.
 */
export class RealEstateStage extends Stage {
  /** The stage's stack (table, bucket, stream functions, and the API nested stacks). */
  readonly stack: RealEstateStack;

  constructor(scope: Construct, id: string, props: RealEstateStageProps) {
    const { config, modules, sources, nagSuppressions, rollbackAlarmsFor, ...stageProps } = props;
    assertNoProblems(problemsOf(config));
    super(scope, id, { ...(config.env ? { env: config.env } : {}), ...stageProps });
    this.stack = buildStack(this, {
      config,
      modules,
      ...(sources ? { sources } : {}),
      ...(nagSuppressions === undefined ? {} : { nagSuppressions }),
      ...(rollbackAlarmsFor ? { rollbackAlarmsFor } : {}),
    });
    Aspects.of(this).add(new AwsSolutionsChecks({ verbose: true }));
  }
}
