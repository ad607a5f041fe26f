import { Aspects, Duration, Lazy, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  BuildEnvironmentVariableType,
  BuildSpec,
  type CfnProject,
  ComputeType,
  LinuxBuildImage,
  Project,
} from 'aws-cdk-lib/aws-codebuild';
import { type CfnPolicy, type Policy, Role } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import {
  CodeBuildStep,
  CodePipeline,
  CodePipelineSource,
  ConfirmPermissionsBroadening,
  ManualApprovalStep,
  ShellStep,
} from 'aws-cdk-lib/pipelines';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { ResourceModule } from '../../shared/http/route';
import { assertNoProblems, pipelineProblemsOf } from '../config/stage-problems';
import type { PipelineConfig, StageConfig } from '../config/stages';
import { addPipelineNagSuppressions } from '../nag-suppressions';
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

/**
 * Node 22 (the functions' runtime) and Java 17 (DynamoDB Local) from the standard image's runtimes;
 * standard 7.0 has both.
 */
const buildRuntimes = BuildSpec.fromObject({
  phases: { install: { 'runtime-versions': { nodejs: '22', java: 'corretto17' } } },
});
/** The smoke test needs Node only. */
const smokeRuntimes = BuildSpec.fromObject({
  phases: { install: { 'runtime-versions': { nodejs: '22' } } },
});

const install = ['npm install --no-audit --no-fund'];

/**
 * The deploy pipeline, in the tooling account: the source through a CodeConnections connection; a
 * synth that installs, runs `npm test` and `npm run test:deep` (with DynamoDB Local on Java, and
 * poppler-utils for the print tests) and synthesizes this app in pipeline mode; one project that
 * publishes every asset; staging, then a smoke test of every staff API through the stage's domain;
 * prod behind a permissions-broadening check and a manual approval. Cross-account keys let each stage
 * live in its own account. The configuration must be complete (`pipelineProblemsOf`), and the stack
 * passes cdk-nag's AwsSolutions checks with the reasons in infra/nag-suppressions.ts.
 */
export class PipelineStack extends Stack {
  /** The CDK pipeline (built on synth). */
  readonly pipeline: CodePipeline;
  /** The stages, in deployment order. */
  readonly staging: RealEstateStage;
  readonly prod: RealEstateStage;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    const { pipeline, staging, prod, modules, sources, ...stackProps } = props;
    assertNoProblems(pipelineProblemsOf(pipeline, staging, prod));
    super(scope, id, { env: pipeline.env, ...stackProps });
    const { source } = pipeline;
    // Every build's log in one group with a retention (CodeBuild's default group keeps logs forever).
    const buildLogs = new LogGroup(this, 'BuildLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const input = CodePipelineSource.connection(source.repository, source.branch, {
      connectionArn: source.connectionArn,
    });
    this.pipeline = new CodePipeline(this, 'Pipeline', {
      pipelineName: 'real-estate-api',
      crossAccountKeys: true,
      enableKeyRotation: true,
      // One CodeBuild project publishes every asset (one per asset would be ~100 projects and actions).
      publishAssetsInParallel: false,
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
      codeBuildDefaults: { logging: { cloudWatch: { logGroup: buildLogs } } },
      synthCodeBuildDefaults: {
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0, computeType: ComputeType.LARGE },
        partialBuildSpec: buildRuntimes,
        timeout: Duration.minutes(60),
      },
    });

    const stageProps = { modules, ...(sources ? { sources } : {}) };
    this.staging = new RealEstateStage(this, 'Staging', { config: staging, ...stageProps });
    this.prod = new RealEstateStage(this, 'Prod', { config: prod, ...stageProps });

    // The domain's base URL, so the smoke test goes through the mappings, not around them.
    const baseUrl = this.staging.stack.baseUrlOutput;
    if (!baseUrl) throw new Error('the staging stage has no domain to smoke-test through');
    if (!staging.smokeSecretName) throw new Error('the staging configuration names no smokeSecretName');
    this.pipeline.addStage(this.staging, {
      post: [
        new CodeBuildStep('SmokeTest', {
          input,
          installCommands: install,
          commands: ['npx tsx infra/smoke/smoke.ts'],
          envFromCfnOutputs: { SMOKE_BASE_URL: baseUrl },
          buildEnvironment: {
            buildImage: LinuxBuildImage.STANDARD_7_0,
            environmentVariables: {
              SMOKE_CREDENTIALS: {
                type: BuildEnvironmentVariableType.SECRETS_MANAGER,
                value: staging.smokeSecretName,
              },
            },
          },
          partialBuildSpec: smokeRuntimes,
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
    for (const check of securityCheckProjects(this)) {
      pinSecurityCheckCli(check);
      logSecurityCheck(check, buildLogs);
    }
    keepArtifactsVersioned(this.pipeline.pipeline.artifactBucket);
    grantConnectionUse(this, source.connectionArn);
    addPipelineNagSuppressions(this);
    Aspects.of(this).add(new AwsSolutionsChecks({ verbose: true }));
  }
}

/** The permissions-broadening check's CodeBuild projects (one per stage it guards), which CDK makes itself. */
const securityCheckProjects = (scope: Construct): Project[] =>
  scope.node
    .findAll()
    .filter(
      (child): child is Project => child instanceof Project && child.node.path.endsWith('/CDKSecurityCheck'),
    );

/** The permissions-broadening check, which CDK makes without logging options: the builds' log group. */
function logSecurityCheck(check: Project, buildLogs: LogGroup): void {
  (check.node.defaultChild as CfnProject).addPropertyOverride('LogsConfig', {
    CloudWatchLogs: { Status: 'ENABLED', GroupName: buildLogs.logGroupName },
  });
  if (check.role) buildLogs.grantWrite(check.role);
}

/**
 * The artifacts bucket CDK makes, versioned (an overwritten artifact stays recoverable) and with a
 * lifecycle: an execution's artifacts are read within hours, and kept half a year for re-runs.
 */
function keepArtifactsVersioned(bucket: IBucket): void {
  const cfnBucket = bucket.node.defaultChild as CfnBucket;
  cfnBucket.versioningConfiguration = { status: 'Enabled' };
  cfnBucket.lifecycleConfiguration = {
    rules: [
      {
        id: 'ExpireOldArtifacts',
        status: 'Enabled',
        expirationInDays: 180,
        noncurrentVersionExpiration: { noncurrentDays: 30 },
        abortIncompleteMultipartUpload: { daysAfterInitiation: 7 },
      },
    ],
  };
}

/** The IAM actions that let a role use a connection: its ARN's service prefix says which. */
export const connectionUseActions = (connectionArn: string): string[] =>
  connectionArn.startsWith('arn:aws:codeconnections:')
    ? ['codeconnections:UseConnection']
    : // A connection made before the rename answers to both prefixes.
      ['codestar-connections:UseConnection', 'codeconnections:UseConnection'];

/**
 * CDK's connection source action grants `codestar-connections:UseConnection` whatever the ARN, and a
 * connection under the `codeconnections` prefix (every connection made since 2024) refuses it: the
 * source role's statement is rewritten, at synthesis, to the actions of the ARN's prefix.
 */
function grantConnectionUse(stack: PipelineStack, connectionArn: string): void {
  const roles = stack.node
    .findAll()
    .filter(
      (child): child is Role =>
        child instanceof Role && /\/Source\/[^/]+\/CodePipelineActionRole$/.test(child.node.path),
    );
  if (roles.length !== 1) throw new Error(`expected one source action role, found ${roles.length}`);
  const policy = roles[0]?.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  const cfnPolicy = policy?.node.defaultChild as CfnPolicy | undefined;
  if (!policy || !cfnPolicy) throw new Error('the source action role has no default policy');
  cfnPolicy.addPropertyOverride(
    'PolicyDocument',
    Lazy.any({
      produce: () => {
        const document = stack.resolve(policy.document) as { Statement: Array<{ Action: unknown }> };
        const rewrite = (actions: string[]) => [
          ...new Set(
            actions.flatMap((action) =>
              action === 'codestar-connections:UseConnection'
                ? connectionUseActions(connectionArn)
                : [action],
            ),
          ),
        ];
        return {
          ...document,
          Statement: document.Statement.map((statement) => {
            const actions = rewrite([statement.Action as string | string[]].flat());
            return { ...statement, Action: actions.length === 1 ? actions[0] : actions };
          }),
        };
      },
    }),
  );
}

/**
 * The permissions-broadening check installs `aws-cdk` unpinned, whose newest major cannot read the
 * assemblies of aws-cdk-lib 2 (docs/operations-runbook.md): pin its CLI to major 2.
 */
function pinSecurityCheckCli(check: Project): void {
  const pin = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replaceAll('npm install -g aws-cdk"', 'npm install -g aws-cdk@2"');
    if (Array.isArray(value)) return value.map(pin);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pin(inner)]));
    return value;
  };
  const project = check.node.defaultChild as CfnProject;
  const source = project.source as CfnProject.SourceProperty;
  project.addPropertyOverride('Source.BuildSpec', pin(Stack.of(project).resolve(source.buildSpec)));
}
