import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  BuildEnvironmentVariableType,
  BuildSpec,
  CfnProject,
  ComputeType,
  LinuxBuildImage,
} from 'aws-cdk-lib/aws-codebuild';
import {
  CodeBuildStep,
  CodePipeline,
  CodePipelineSource,
  ConfirmPermissionsBroadening,
  ManualApprovalStep,
  ShellStep,
} from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import type { ResourceModule } from '../../shared/http/route';
import type { PipelineConfig, StageConfig } from '../config/stages';
import { RealEstateStage } from '../stages/real-estate-stage';
import type { ApiSources } from './api-sources';

export interface PipelineStackProps extends StackProps {
  pipeline: PipelineConfig;
  staging: StageConfig;
  prod: StageConfig;
  /** The modules the stages' APIs serve (the route table's; a few in tests). */
  modules: readonly ResourceModule[];
  sources?: ApiSources;
}

/** The API the smoke test signs in to, lists and stores on: the staff core. */
export const SMOKE_API_MOUNT = 'system-user';

/** Node 20 and Java 17 (DynamoDB Local) from the standard image's runtimes: the README's machine. */
const buildRuntimes = BuildSpec.fromObject({
  phases: { install: { 'runtime-versions': { nodejs: '20', java: 'corretto17' } } },
});

const install = ['npm install --no-audit --no-fund'];

/**
 * The deploy pipeline, in the tooling account: the source through a CodeStar connection; a synth
 * that installs, runs `npm test` and `npm run test:deep` (with DynamoDB Local on Java, and
 * poppler-utils for the print tests) and synthesizes this app in pipeline mode; staging, then a smoke test against the deployed
 * staff API; prod behind a permissions-broadening check and a manual approval. Cross-account keys
 * let each stage live in its own account.
 */
export class PipelineStack extends Stack {
  /** The CDK pipeline (built on synth). */
  readonly pipeline: CodePipeline;
  /** The stages, in deployment order. */
  readonly staging: RealEstateStage;
  readonly prod: RealEstateStage;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    const { pipeline, staging, prod, modules, sources, ...stackProps } = props;
    super(scope, id, { env: pipeline.env, ...stackProps });
    const { source } = pipeline;
    const input = CodePipelineSource.connection(source.repository, source.branch, {
      connectionArn: source.connectionArn,
    });
    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineName: 'real-estate-api',
      crossAccountKeys: true,
      synth: new ShellStep('Synth', {
        input,
        installCommands: [
          'apt-get update -y && apt-get install -y --no-install-recommends poppler-utils',
          ...install,
        ],
        // The deep tier after the five-minute one: a change that breaks a route fails in minutes,
        // and nothing deploys before the deep fuzz, the newman runs and the typed client pass.
        commands: ['npm test', 'npm run test:deep', 'npx cdk synth --quiet -c pipeline=true'],
        primaryOutputDirectory: 'cdk.out',
      }),
      synthCodeBuildDefaults: {
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0, computeType: ComputeType.LARGE },
        partialBuildSpec: buildRuntimes,
        timeout: Duration.minutes(60),
      },
    });

    const stageProps = { modules, ...(sources ? { sources } : {}) };
    this.staging = new RealEstateStage(this, 'Staging', { config: staging, ...stageProps });
    this.prod = new RealEstateStage(this, 'Prod', { config: prod, ...stageProps });

    const smokeApi = this.staging.stack.urlOutputs.get(SMOKE_API_MOUNT);
    if (!smokeApi) throw new Error(`the staging stage has no ${SMOKE_API_MOUNT} API to smoke-test`);
    if (!staging.smokeSecretName) throw new Error('the staging configuration names no smokeSecretName');
    this.pipeline.addStage(this.staging, {
      post: [
        new CodeBuildStep('SmokeTest', {
          input,
          installCommands: install,
          commands: ['npx tsx infra/smoke/smoke.ts'],
          envFromCfnOutputs: { SMOKE_API_URL: smokeApi },
          buildEnvironment: {
            buildImage: LinuxBuildImage.STANDARD_7_0,
            environmentVariables: {
              SMOKE_CREDENTIALS: {
                type: BuildEnvironmentVariableType.SECRETS_MANAGER,
                value: staging.smokeSecretName,
              },
            },
          },
          partialBuildSpec: buildRuntimes,
        }),
      ],
    });
    // Steps of one list run side by side unless ordered: the broadening check, then the approval.
    const permissionsCheck = new ConfirmPermissionsBroadening('CheckPermissions', { stage: this.prod });
    const approval = new ManualApprovalStep('PromoteToProd', {
      comment: 'Staging passed its smoke test: promote this commit to production?',
    });
    approval.addStepDependency(permissionsCheck);
    this.pipeline.addStage(this.prod, { pre: [permissionsCheck, approval] });
    this.pipeline.buildPipeline();
    pinSecurityCheckCli(this);
  }
}

/**
 * The permissions-broadening check installs `aws-cdk` unpinned, whose newest major cannot read the
 * assemblies of aws-cdk-lib 2 (docs/operations-runbook.md): pin its CLI to major 2.
 */
function pinSecurityCheckCli(scope: Construct): void {
  const pin = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replaceAll('npm install -g aws-cdk"', 'npm install -g aws-cdk@2"');
    if (Array.isArray(value)) return value.map(pin);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pin(inner)]));
    return value;
  };
  for (const child of scope.node.findAll()) {
    if (!(child instanceof CfnProject) || !child.node.path.includes('CDKSecurityCheck')) continue;
    const source = child.source as CfnProject.SourceProperty;
    child.addPropertyOverride('Source.BuildSpec', pin(Stack.of(child).resolve(source.buildSpec)));
  }
}
