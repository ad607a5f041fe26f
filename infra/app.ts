import './quiet-sdk-notice';
import { App } from 'aws-cdk-lib';
import { resourceModules } from '../functions/route-table';
import { StageConfigError } from './config/stage-problems';
import { pipelineConfig, stageConfigOrDev, stages } from './config/stages';
import { PipelineStack } from './stacks/pipeline-stack';
import { RealEstateStage } from './stages/real-estate-stage';

/**
 * The CDK app. By default it synthesizes one stage, `RealEstateApi-<stage>` (`-c stage=...`, dev by
 * default: offline, the CLI's own account); with `-c pipeline=true` it synthesizes the pipeline
 * stack instead, which holds the staging and prod stages (the pipeline's synth step runs that).
 * Per-stage settings come from `infra/config/stages.ts`; staging, prod and the pipeline refuse to
 * synthesize while that file holds a placeholder or misses a field, naming each
 * (`infra/config/stage-problems.ts`). Context (cdk.json or `-c`): `partnerKeys` (JSON list of
 * {name, surfaces}); for a developer's stage only, `domainName` + `certificateArn` (+ `hostedZoneId`
 * + `hostedZoneName`), `throttleRate`, `throttleBurst`, `mailFrom`, `pushApplications` (JSON: per
 * stage, the SNS platform application ARN of each device platform, `{"alice": {"android": ...}}`).
 */
const app = new App();
const pipelineContext = app.node.tryGetContext('pipeline') as unknown;
try {
  if (pipelineContext === true || pipelineContext === 'true') {
    new PipelineStack(app, 'RealEstateApiPipeline', {
      pipeline: pipelineConfig,
      staging: stages.staging,
      prod: stages.prod,
      modules: resourceModules,
    });
  } else {
    const config = stageConfigOrDev(String(app.node.tryGetContext('stage') ?? 'dev'));
    new RealEstateStage(app, config.name, { config, modules: resourceModules });
  }
} catch (error) {
  if (!(error instanceof StageConfigError)) throw error;
  // An operator's mistake, not a fault: one line per field to fill in, no stack trace.
  console.error(
    `${StageConfigError.heading}:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
app.synth();
